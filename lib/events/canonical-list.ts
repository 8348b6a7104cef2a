// The canonical form of a registered list, which its hash is taken over:
// one line per card, `section|slug|quantity`, sections in the order ship,
// captain, adventure, slugs in code-point order within a section (no locale),
// copies of one card in one section added up, lines joined by "\n" with no
// trailing newline, hashed as UTF-8 with SHA-256 (lib/events/list-hash.ts).
// Names, spelling, set codes and line order do not count: the same cards in
// the same sections give the same hash. Pure.
import type { Section } from "../rules/types";

/** A card of a locked list: the name and set as printed when it was registered. */
export interface SnapshotCard {
  section: Section;
  slug: string;
  name: string;
  setCode: string;
  quantity: number;
}

const SECTION_ORDER: Record<Section, number> = { ship: 0, captain: 1, adventure: 2 };

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The cards merged by section and slug, in canonical order. */
export function canonicalCards(cards: readonly SnapshotCard[]): SnapshotCard[] {
  const merged = new Map<string, SnapshotCard>();
  for (const card of cards) {
    const key = `${card.section}|${card.slug}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + card.quantity } : { ...card });
  }
  return [...merged.values()].sort(
    (a, b) => SECTION_ORDER[a.section] - SECTION_ORDER[b.section] || byCode(a.slug, b.slug),
  );
}

/** The text the hash is taken over. */
export function canonicalText(cards: readonly SnapshotCard[]): string {
  return canonicalCards(cards)
    .map((c) => `${c.section}|${c.slug}|${c.quantity}`)
    .join("\n");
}
