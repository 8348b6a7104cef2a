// Deck-building helpers for the engine's tests and benchmark: a legal deck
// built from real catalogue cards, small edits that break one rule at a time,
// and random decks. Pure: callers read the catalogue and pass the cards in.
import { HOME_SECTION } from "./sections";
import type { Deck, DeckEntry, RulesCard, Section, Token } from "./types";
import { takesUpgradeSlot } from "./upgrade-slots";

export function cardNamed(cards: readonly RulesCard[], name: string): RulesCard {
  const card = cards.find((c) => c.name === name);
  if (!card) throw new Error(`no card named '${name}' in the catalogue`);
  return card;
}

export interface LegalDeckOptions {
  /** Name of the ship to build around; the first ship in the pool when absent. */
  ship?: string;
  /** Only cards from these sets. */
  sets?: readonly string[];
  /** Copies of each gear, connection, action and adventure card, at most. */
  maxCopies?: number;
  /** Card names to leave out (a format's banned and restricted cards). */
  avoid?: readonly string[];
}

/** Adds one copy at a time, cycling through `cards`, until `total` copies are placed. */
function roundRobin(cards: readonly RulesCard[], total: number, maxCopies: number, what: string): DeckEntry[] {
  if (cards.length * maxCopies < total)
    throw new Error(`not enough ${what} for ${total} cards at ${maxCopies} copies each`);
  const entries = cards.map((card): DeckEntry => ({ card, quantity: 0, section: HOME_SECTION[card.type] }));
  for (let placed = 0; placed < total; placed++) entries[placed % entries.length]!.quantity += 1;
  return entries.filter((e) => e.quantity > 0);
}

/**
 * A deck legal in Standard with no warnings: one ship, crew that fill its crew
 * slots (picked to cover the most skills), upgrades that fit its slots, gear,
 * connections and actions up to 60, and 20 adventure cards whose requirements
 * the deck can meet.
 */
export function buildLegalDeck(catalogue: readonly RulesCard[], options: LegalDeckOptions = {}): Deck {
  const { sets, maxCopies = 3, avoid = [] } = options;
  const pool = catalogue.filter((c) => (!sets || sets.includes(c.setCode)) && !avoid.includes(c.name));
  const ship = pool.find((c) => c.type === "SHIP" && (options.ship === undefined || c.name === options.ship));
  if (!ship) throw new Error(`no ship '${options.ship ?? "(any)"}' in the pool`);

  const crew: RulesCard[] = [];
  const skills = new Set<string>();
  const candidates = pool.filter((c) => c.type === "CREW");
  while (crew.length < (ship.crewSlots ?? 0) && candidates.length > 0) {
    const gain = (c: RulesCard) => c.skills.filter((s) => !skills.has(s)).length + c.expertSkills.length / 10;
    const best = candidates.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    candidates.splice(candidates.indexOf(best), 1);
    crew.push(best);
    best.skills.forEach((s) => skills.add(s));
  }

  const free = { ...ship.upgradeSlots };
  const upgrades = pool.filter((c) => {
    const subtype = c.subtypes[0];
    if (c.type !== "UPGRADE" || !takesUpgradeSlot(c) || subtype === undefined || !(free[subtype]! > 0)) return false;
    free[subtype]! -= 1;
    return true;
  });

  const fillers = pool.filter(
    (c) => (c.type === "GEAR" || c.type === "CONNECTION" || c.type === "ACTION") && !c.keywords.includes("Hindrance"),
  );
  const captains = [...crew, ...upgrades].map((card): DeckEntry => ({ card, quantity: 1, section: "captain" }));
  captains.push(...roundRobin(fillers, 60 - captains.length, maxCopies, "gear, connections and actions"));

  const produced = new Set<Token>(ship.produces);
  const experts = new Set<Token>();
  for (const { card } of captains) {
    card.produces.forEach((t) => produced.add(t));
    card.producesExpert.forEach((t) => experts.add(t));
  }
  const playable = pool.filter(
    (c) => c.type === "ADVENTURE" && c.requirements.every((r) => (r.expert ? experts : produced).has(r.token)),
  );

  return {
    entries: [
      { card: ship, quantity: 1, section: "ship" },
      ...captains,
      ...roundRobin(playable, 20, maxCopies, "playable adventure cards"),
    ],
  };
}

/** The deck with these entries added. */
export function withCards(deck: Deck, ...entries: DeckEntry[]): Deck {
  return { entries: [...deck.entries, ...entries] };
}

/** The deck with `quantity` copies of a card taken out (from its entries in order). */
export function withoutCard(deck: Deck, slug: string, quantity = 1): Deck {
  let left = quantity;
  const entries = deck.entries.flatMap((entry) => {
    if (entry.card.slug !== slug || left === 0) return [entry];
    const taken = Math.min(left, entry.quantity);
    left -= taken;
    return entry.quantity > taken ? [{ ...entry, quantity: entry.quantity - taken }] : [];
  });
  if (left > 0) throw new Error(`the deck has fewer than ${quantity} copies of '${slug}'`);
  return { entries };
}

/** The deck with `quantity` copies of a card moved to another section. */
export function withCardMoved(deck: Deck, slug: string, section: Section, quantity = 1): Deck {
  const card = deck.entries.find((e) => e.card.slug === slug)?.card;
  if (!card) throw new Error(`the deck has no '${slug}'`);
  return withCards(withoutCard(deck, slug, quantity), { card, quantity, section });
}

/** A small seeded generator (mulberry32), so benchmarks build the same decks every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random cards of the given types adding up to `total`, 1–3 copies at a time. */
function randomEntries(cards: readonly RulesCard[], total: number, random: () => number): DeckEntry[] {
  const entries: DeckEntry[] = [];
  for (let placed = 0; placed < total;) {
    const card = cards[Math.floor(random() * cards.length)]!;
    const quantity = Math.min(total - placed, 1 + Math.floor(random() * 3));
    entries.push({ card, quantity, section: HOME_SECTION[card.type] });
    placed += quantity;
  }
  return entries;
}

/** An 81-card deck shaped like a real one (1 ship, 60 captain's cards, 20 adventure cards), its cards picked at random. */
export function randomDeck(catalogue: readonly RulesCard[], random: () => number): Deck {
  const ships = catalogue.filter((c) => c.type === "SHIP");
  const captains = catalogue.filter((c) => HOME_SECTION[c.type] === "captain");
  const adventures = catalogue.filter((c) => c.type === "ADVENTURE");
  return {
    entries: [
      ...randomEntries(ships, 1, random),
      ...randomEntries(captains, 60, random),
      ...randomEntries(adventures, 20, random),
    ],
  };
}
