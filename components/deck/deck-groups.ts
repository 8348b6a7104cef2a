// Groups deck lines for display: Ship, Captain's deck by card type, Adventure
// deck, with counts. Pure; used by the read-only view and the builder.
import { CARD_TYPE_LABELS, CARD_TYPES, type CardType } from "@/lib/cards/vocabulary";
import { HOME_SECTION } from "@/lib/rules/sections";

export interface GroupableLine {
  quantity: number;
  card: { slug: string; name: string; type: CardType };
}

export interface DeckGroups<T extends GroupableLine> {
  ship: T[];
  captain: { type: CardType; lines: T[]; count: number }[];
  adventure: T[];
  counts: { ship: number; captain: number; adventure: number };
}

const total = (lines: readonly GroupableLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
const byName = (a: GroupableLine, b: GroupableLine) => a.card.name.localeCompare(b.card.name);

export function groupDeck<T extends GroupableLine>(lines: readonly T[]): DeckGroups<T> {
  const of = (section: string) => lines.filter((l) => HOME_SECTION[l.card.type] === section).sort(byName);
  const captainLines = of("captain");
  const captain = CARD_TYPES.filter((type) => HOME_SECTION[type] === "captain")
    .map((type) => {
      const typed = captainLines.filter((l) => l.card.type === type);
      return { type, lines: typed, count: total(typed) };
    })
    .filter((g) => g.lines.length > 0);
  const ship = of("ship");
  const adventure = of("adventure");
  return {
    ship,
    captain,
    adventure,
    counts: { ship: total(ship), captain: total(captainLines), adventure: total(adventure) },
  };
}

/** The captain's deck by cost, cheapest first; cards without a cost last. */
export function groupCaptainByCost<T extends GroupableLine & { card: { cost: number | null } }>(
  lines: readonly T[],
): { cost: number | null; lines: T[]; count: number }[] {
  const captain = lines.filter((l) => HOME_SECTION[l.card.type] === "captain").sort(byName);
  const costs = [...new Set(captain.map((l) => l.card.cost))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return costs.map((cost) => {
    const atCost = captain.filter((l) => l.card.cost === cost);
    return { cost, lines: atCost, count: total(atCost) };
  });
}

export const CAPTAIN_GROUPINGS = ["type", "cost", "subtype"] as const;
export type CaptainGrouping = (typeof CAPTAIN_GROUPINGS)[number];

type GroupedLine = GroupableLine & { card: { cost: number | null; subtypes: readonly string[] } };

/**
 * The captain's deck in labelled groups: by card type (the game's order), by cost (cheapest first, no cost last) or by
 * first subtype (alphabetical, none last). Each line is in exactly one group.
 */
export function groupCaptain<T extends GroupedLine>(
  lines: readonly T[],
  by: CaptainGrouping,
): { key: string; label: string; lines: T[]; count: number }[] {
  if (by === "type")
    return groupDeck(lines).captain.map((g) => ({ key: g.type, label: CARD_TYPE_LABELS[g.type], ...g }));
  if (by === "cost")
    return groupCaptainByCost(lines).map((g) => ({
      key: String(g.cost),
      label: g.cost === null ? "No cost" : `Cost ${g.cost}`,
      ...g,
    }));
  const captain = lines.filter((l) => HOME_SECTION[l.card.type] === "captain").sort(byName);
  const subtypes = [...new Set(captain.map((l) => l.card.subtypes[0] ?? null))].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : a.localeCompare(b),
  );
  return subtypes.map((subtype) => {
    const of = captain.filter((l) => (l.card.subtypes[0] ?? null) === subtype);
    return { key: subtype ?? "", label: subtype ?? "No subtype", lines: of, count: total(of) };
  });
}
