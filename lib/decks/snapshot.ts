// A deck's cards as a version snapshot stores them (DeckVersion.cards): one
// line per card and place, the sideboard's lines marked "considering".
// Snapshots written before the sideboard existed have no marks and read as
// the deck itself.
import { z } from "zod";
import type { SnapshotEntry } from "@/lib/insight/deck-diff";
import type { CardType } from "@/lib/cards/vocabulary";

// A type, not an interface: Prisma takes it as a JSON value.
export type SnapshotLine = { slug: string; quantity: number; section?: "considering" };

const snapshotSchema = z.array(
  z.object({ slug: z.string().min(1), quantity: z.int().positive(), section: z.literal("considering").optional() }),
);

interface Line {
  card: { slug: string };
  quantity: number;
}

const bySlug = (a: SnapshotLine, b: SnapshotLine) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** The snapshot of a deck's cards and its sideboard, each in slug order. */
export function snapshotOf(lines: readonly Line[], considering: readonly Line[]): SnapshotLine[] {
  return [
    ...lines.map((l) => ({ slug: l.card.slug, quantity: l.quantity })).sort(bySlug),
    ...considering
      .map((l): SnapshotLine => ({ slug: l.card.slug, quantity: l.quantity, section: "considering" }))
      .sort(bySlug),
  ];
}

/** A stored snapshot read back; a malformed one (never written by this code) is a bug worth stopping on. */
export function readSnapshot(json: unknown): SnapshotLine[] {
  return snapshotSchema.parse(json);
}

interface NamedCard {
  slug: string;
  name: string;
  type: CardType;
}

/** Snapshot lines as the deck diff reads them; lines whose card left the catalogue are returned apart. */
export function snapshotEntries(
  lines: readonly SnapshotLine[],
  cards: ReadonlyMap<string, NamedCard>,
): { entries: SnapshotEntry[]; missing: string[] } {
  const entries: SnapshotEntry[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const card = cards.get(line.slug);
    if (!card) missing.push(line.slug);
    else
      entries.push({
        card: { slug: card.slug, name: card.name, type: card.type },
        quantity: line.quantity,
        ...(line.section ? { section: line.section } : {}),
      });
  }
  return { entries, missing };
}

/** A deck's current cards and sideboard as diff entries. */
export function currentEntries(deck: {
  cards: readonly { card: NamedCard; quantity: number }[];
  considering: readonly { card: NamedCard; quantity: number }[];
}): SnapshotEntry[] {
  const entry =
    (section?: "considering") =>
    ({ card, quantity }: { card: NamedCard; quantity: number }): SnapshotEntry => ({
      card: { slug: card.slug, name: card.name, type: card.type },
      quantity,
      ...(section ? { section } : {}),
    });
  return [...deck.cards.map(entry()), ...deck.considering.map(entry("considering"))];
}
