// A deck as the insight reads it: the ship, the captain's deck and the
// adventure deck, each card once with its copies. Cards are sorted into parts
// by type, wherever the player placed them, as the engine counts them: a
// misplaced card is a legality problem, not a different deck.
import { HOME_SECTION } from "../rules/sections";
import type { Deck, DeckEntry, RulesCard } from "../rules/types";

/** The rules' hand size when the ship does not print one. */
const DEFAULT_HAND_SIZE = 7;

export interface Stack {
  card: RulesCard;
  copies: number;
}

export interface DeckParts {
  /** Every ship card (a legal deck has one); ships are in play from the start. */
  ships: Stack[];
  captain: Stack[];
  adventure: Stack[];
  /** Cards in the captain's deck and the adventure deck. */
  captainSize: number;
  adventureSize: number;
  /** Cards in the opening hand: the ship's hand size when the deck has one ship. */
  handSize: number;
}

const byName = (a: DeckEntry, b: DeckEntry) =>
  a.card.name < b.card.name
    ? -1
    : a.card.name > b.card.name
      ? 1
      : a.card.slug < b.card.slug
        ? -1
        : a.card.slug > b.card.slug
          ? 1
          : 0;

export function deckParts(deck: Deck): DeckParts {
  // In name order, the entries of one card sit together: one pass merges them.
  const entries = deck.entries.filter((e) => e.quantity > 0).sort(byName);
  const stacks: Stack[] = [];
  for (const { card, quantity } of entries) {
    const last = stacks[stacks.length - 1];
    if (last?.card.slug === card.slug) last.copies += quantity;
    else stacks.push({ card, copies: quantity });
  }
  const parts: DeckParts = {
    ships: [],
    captain: [],
    adventure: [],
    captainSize: 0,
    adventureSize: 0,
    handSize: DEFAULT_HAND_SIZE,
  };
  for (const stack of stacks) {
    const part = HOME_SECTION[stack.card.type];
    if (part === "ship") parts.ships.push(stack);
    else if (part === "captain") {
      parts.captain.push(stack);
      parts.captainSize += stack.copies;
    } else {
      parts.adventure.push(stack);
      parts.adventureSize += stack.copies;
    }
  }
  if (parts.ships.length === 1) parts.handSize = parts.ships[0]!.card.handSize ?? DEFAULT_HAND_SIZE;
  return parts;
}

/** Cards seen by each column of an odds table: the opening hand, then one more per draw (never more than the deck holds). */
export function cardsSeen(parts: Pick<DeckParts, "handSize" | "captainSize">, draws: number): number[] {
  return Array.from({ length: draws + 1 }, (_, d) => Math.min(parts.handSize + d, parts.captainSize));
}
