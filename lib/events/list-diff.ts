// What differs between the list a player registered and the one they present
// at the table, card by card. Pure.
import { canonicalCards, type SnapshotCard } from "./canonical-list";
import type { Section } from "../rules/types";

export interface DiffLine {
  section: Section;
  slug: string;
  name: string;
  registered: number;
  presented: number;
}

/** Every card whose count differs, in canonical order (section, then slug); empty when the lists hold the same cards. */
export function diffLists(registered: readonly SnapshotCard[], presented: readonly SnapshotCard[]): DiffLine[] {
  const key = (c: SnapshotCard) => `${c.section}|${c.slug}`;
  const before = new Map(canonicalCards(registered).map((c) => [key(c), c]));
  const after = new Map(canonicalCards(presented).map((c) => [key(c), c]));
  const all = canonicalCards([...before.values(), ...after.values()].map((c) => ({ ...c, quantity: 0 })));
  return all.flatMap((card) => {
    const was = before.get(key(card))?.quantity ?? 0;
    const is = after.get(key(card))?.quantity ?? 0;
    // The registered name wins: it is the one printed on the sheet.
    const name = before.get(key(card))?.name ?? card.name;
    return was === is ? [] : [{ section: card.section, slug: card.slug, name, registered: was, presented: is }];
  });
}
