// The setup and draw simulator: shuffle the captain's deck and draw the
// ship's hand size, then one card per "draw one"; shuffle the adventure deck
// and fill this captain's contract slots for the number of captains, as the
// rules' Initial Setup says. Seeded: the same seed deals the same cards.
//
// Each deck has its own random stream, so drawing more captain's cards never
// changes the contracts, and each shuffle is a front-first Fisher–Yates, so
// dealing with one more draw only adds a card to the end.
import type { Deck, RulesCard } from "../rules/types";
import { deckParts, type Stack } from "./deck-parts";
import { seededRandom, shuffleFront } from "./seeded-random";

/** Contract slots in play, whatever the number of captains. */
export const CONTRACT_SLOTS = 4;
export const MAX_PLAYERS = 4;

/**
 * Slots this captain controls at setup. With three captains the fourth slot
 * goes to the one with the fewest victory points, then the highest initiative,
 * then one of them at random. At setup everyone has 0 VP and the other ships
 * are unknown, so the simulator treats all three as tied: the fourth slot is
 * this captain's one deal in three, decided by the seed.
 */
export function slotsFor(players: number, random: () => number): { slots: number; fourthSlot: boolean | null } {
  switch (players) {
    case 1:
      return { slots: 4, fourthSlot: null };
    case 2:
      return { slots: 2, fourthSlot: null };
    case 3: {
      const mine = random() < 1 / 3;
      return { slots: mine ? 2 : 1, fourthSlot: mine };
    }
    case 4:
      return { slots: 1, fourthSlot: null };
    default:
      throw new RangeError(`players must be 1 to ${MAX_PLAYERS}, got ${players}`);
  }
}

/** A deck laid out for dealing: one entry per copy. Build once, deal many times. */
export interface DealDeck {
  captain: readonly RulesCard[];
  adventure: readonly RulesCard[];
  handSize: number;
}

function copiesOf(stacks: readonly Stack[]): RulesCard[] {
  const cards: RulesCard[] = [];
  for (const { card, copies } of stacks) for (let i = 0; i < copies; i++) cards.push(card);
  return cards;
}

export function prepareDeal(deck: Deck): DealDeck {
  const parts = deckParts(deck);
  return { captain: copiesOf(parts.captain), adventure: copiesOf(parts.adventure), handSize: parts.handSize };
}

interface ContractSlot {
  contract: RulesCard;
  /** Face down, unseen, on the contract; null when the adventure deck ran out. */
  complication: RulesCard | null;
}

export interface Deal {
  seed: string;
  players: number;
  /** The opening hand, in the order drawn. */
  hand: RulesCard[];
  /** Cards drawn after the opening hand, in order. */
  drawn: RulesCard[];
  /** Cards left in the captain's deck. */
  captainLeft: number;
  /** Contract slots this captain controls. */
  slots: number;
  /** With three captains: whether this captain won the fourth slot; null otherwise. */
  fourthSlot: boolean | null;
  /** One per slot filled (fewer than `slots` when the adventure deck runs out). */
  contracts: ContractSlot[];
  adventureLeft: number;
}

export interface DealOptions {
  seed: string;
  /** Captains at the table, 1–4. */
  players: number;
  /** Cards drawn after the opening hand (0 by default); stops when the deck runs out. */
  draws?: number;
}

export function dealFrom(deck: DealDeck, { seed, players, draws = 0 }: DealOptions): Deal {
  const { slots, fourthSlot } = slotsFor(players, seededRandom(`${seed}/slots`));

  const captain = deck.captain.slice();
  const handCount = Math.min(deck.handSize, captain.length);
  const drawCount = Math.min(Math.max(0, draws), captain.length - handCount);
  shuffleFront(captain, handCount + drawCount, seededRandom(seed));

  const adventure = deck.adventure.slice();
  const adventureCount = Math.min(2 * slots, adventure.length);
  shuffleFront(adventure, adventureCount, seededRandom(`${seed}/adventure`));
  const contracts: ContractSlot[] = [];
  for (let i = 0; i < adventureCount; i += 2)
    contracts.push({ contract: adventure[i]!, complication: adventure[i + 1] ?? null });

  return {
    seed,
    players,
    hand: captain.slice(0, handCount),
    drawn: captain.slice(handCount, handCount + drawCount),
    captainLeft: captain.length - handCount - drawCount,
    slots,
    fourthSlot,
    contracts,
    adventureLeft: adventure.length - adventureCount,
  };
}

export function deal(deck: Deck, options: DealOptions): Deal {
  return dealFrom(prepareDeal(deck), options);
}
