// The odds table: for each card of the captain's deck, and for a group of
// cards, the exact probability of holding at least k copies by the opening
// hand and after each of the next draws.
import type { Deck, RulesCard } from "../rules/types";
import { cardsSeen, deckParts, type DeckParts } from "./deck-parts";
import { atLeastByDraws } from "./hypergeometric";

export interface OddsRow {
  /** The card's name, or the group's query. */
  label: string;
  /** Slugs of the cards counted. */
  slugs: string[];
  copies: number;
  /** One probability per `OddsTable.cardsSeen` column. */
  odds: number[];
}

export interface OddsTable {
  captainSize: number;
  handSize: number;
  /** At least this many copies. */
  atLeast: number;
  /** Cards seen by each column: the opening hand, then one more per draw. */
  cardsSeen: number[];
  /** One row per card name in the captain's deck, in name order. */
  cards: OddsRow[];
  /** The group's row, when a group was given. */
  group: OddsRow | null;
}

export interface OddsOptions {
  deck: Deck;
  /** At least this many copies (1 by default). */
  atLeast?: number;
  /** Draws after the opening hand (10 by default). */
  draws?: number;
  /** A group of cards (see group-query.ts) with its label; only the captain's deck is drawn from. */
  group?: { label: string; matches: (card: RulesCard) => boolean };
}

function rowOf(parts: DeckParts, seen: number[], k: number, label: string, chosen: DeckParts["captain"]): OddsRow {
  const copies = chosen.reduce((sum, s) => sum + s.copies, 0);
  return {
    label,
    slugs: chosen.map((s) => s.card.slug),
    copies,
    odds: atLeastByDraws({ population: parts.captainSize, successes: copies, k, draws: seen }),
  };
}

export function oddsTable({ deck, atLeast = 1, draws = 10, group }: OddsOptions): OddsTable {
  const parts = deckParts(deck);
  const seen = cardsSeen(parts, draws);
  // Printings of one name are the same card to a player: one row per name.
  const byName = new Map<string, DeckParts["captain"]>();
  for (const stack of parts.captain) {
    const stacks = byName.get(stack.card.name);
    if (stacks) stacks.push(stack);
    else byName.set(stack.card.name, [stack]);
  }
  return {
    captainSize: parts.captainSize,
    handSize: parts.handSize,
    atLeast,
    cardsSeen: seen,
    cards: [...byName].map(([name, stacks]) => rowOf(parts, seen, atLeast, name, stacks)),
    group: group
      ? rowOf(
          parts,
          seen,
          atLeast,
          group.label,
          parts.captain.filter((s) => group.matches(s.card)),
        )
      : null,
  };
}
