// What changed between two snapshots of a deck (two saved versions, or a fork
// and the deck it came from): copies added and removed, card by card, section
// by section. A card moved between sections is removed from one and added to the other.
import { HOME_SECTION } from "../rules/sections";
import type { RulesCard, Section } from "../rules/types";

/** The deck's sections, and the sideboard ("considering"), which the legality engine never counts. */
export type SnapshotSection = Section | "considering";
const SNAPSHOT_SECTIONS: readonly SnapshotSection[] = ["ship", "captain", "adventure", "considering"];

export interface SnapshotEntry {
  card: Pick<RulesCard, "slug" | "name" | "type">;
  quantity: number;
  /** Absent: the section the card's type belongs in. */
  section?: SnapshotSection;
}

interface DiffLine {
  slug: string;
  name: string;
  before: number;
  after: number;
  /** after − before: positive for copies added. */
  change: number;
}

interface SectionDiff {
  section: SnapshotSection;
  added: DiffLine[];
  removed: DiffLine[];
}

export interface DeckDiff {
  /** Only sections with a change, in SNAPSHOT_SECTIONS order. */
  sections: SectionDiff[];
  /** Copies added and removed over all sections. */
  added: number;
  removed: number;
}

type Tally = Map<string, { card: SnapshotEntry["card"]; quantity: number }>;

function tally(entries: readonly SnapshotEntry[]): Map<SnapshotSection, Tally> {
  const sections = new Map<SnapshotSection, Tally>();
  for (const { card, quantity, section = HOME_SECTION[card.type] } of entries) {
    if (!(quantity > 0)) continue;
    let cards = sections.get(section);
    if (!cards) sections.set(section, (cards = new Map()));
    const line = cards.get(card.slug);
    if (line) line.quantity += quantity;
    else cards.set(card.slug, { card, quantity });
  }
  return sections;
}

const byName = (a: DiffLine, b: DiffLine) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.slug < b.slug ? -1 : 1);

export function diffDecks({
  before,
  after,
}: {
  before: readonly SnapshotEntry[];
  after: readonly SnapshotEntry[];
}): DeckDiff {
  const old = tally(before);
  const now = tally(after);
  const diff: DeckDiff = { sections: [], added: 0, removed: 0 };
  for (const section of SNAPSHOT_SECTIONS) {
    const was = old.get(section) ?? new Map();
    const is = now.get(section) ?? new Map();
    const lines: DiffLine[] = [];
    for (const slug of new Set([...was.keys(), ...is.keys()])) {
      const b = was.get(slug)?.quantity ?? 0;
      const a = is.get(slug)?.quantity ?? 0;
      if (a === b) continue;
      const card = (is.get(slug) ?? was.get(slug))!.card;
      lines.push({ slug, name: card.name, before: b, after: a, change: a - b });
    }
    if (lines.length === 0) continue;
    const added = lines.filter((l) => l.change > 0).sort(byName);
    const removed = lines.filter((l) => l.change < 0).sort(byName);
    diff.added += added.reduce((sum, l) => sum + l.change, 0);
    diff.removed -= removed.reduce((sum, l) => sum + l.change, 0);
    diff.sections.push({ section, added, removed });
  }
  return diff;
}
