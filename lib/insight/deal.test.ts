import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { buildLegalDeck, randomDeck, seededRandom as seededNumbers } from "../../tests/fixtures/test-decks";
import type { Deck, RulesCard } from "../rules/types";
import { deal, dealFrom, prepareDeal, slotsFor } from "./deal";
import { dealStateSchema } from "./deal-schema";
import { handMadeDeck } from "../../tests/fixtures/hand-made-deck";
import { newSeed, SEED_PATTERN, seededRandom, shuffleFront } from "./seeded-random";
import { deckOf, handMade, rulesCardsOf } from "../../tests/fixtures/test-cards";

const cards = rulesCardsOf(readCatalogue().cards);
const legal = buildLegalDeck(cards);
const slugs = (list: readonly RulesCard[]) => list.map((c) => c.slug);
const seedArb = fc.stringMatching(SEED_PATTERN);

function copiesIn(deck: Deck): Map<string, number> {
  const copies = new Map<string, number>();
  for (const { card, quantity } of deck.entries) copies.set(card.slug, (copies.get(card.slug) ?? 0) + quantity);
  return copies;
}

describe("seeded randomness", () => {
  it("gives the same numbers for the same seed, and others for another", () => {
    const a = seededRandom("abc");
    const b = seededRandom("abc");
    const c = seededRandom("abd");
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it("makes URL-safe seeds", () => {
    const seed = newSeed(seededNumbers(7));
    expect(seed).toMatch(SEED_PATTERN);
    expect(seed).toHaveLength(10);
    expect(newSeed()).toMatch(SEED_PATTERN);
  });

  it("shuffles every order of three cards about equally often", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const order = shuffleFront(["a", "b", "c"], 3, seededRandom(`s${i}`)).join("");
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(850);
      expect(n).toBeLessThan(1150);
    }
  });
});

describe("deal", () => {
  it("draws the ship's hand size and deals contracts with face-down complications", () => {
    const dealt = deal(handMadeDeck, { seed: "hand-made", players: 4 });
    expect(dealt.hand).toHaveLength(5);
    expect(dealt.drawn).toEqual([]);
    expect(dealt.captainLeft).toBe(5);
    expect(dealt.slots).toBe(1);
    expect(dealt.contracts).toHaveLength(1);
    expect(dealt.contracts[0]!.complication).not.toBeNull();
    expect(dealt.adventureLeft).toBe(1);
  });

  it("deals the same cards for the same seed, and another deal for another seed", () => {
    const a = deal(legal, { seed: "same", players: 2, draws: 3 });
    expect(deal(legal, { seed: "same", players: 2, draws: 3 })).toEqual(a);
    expect(slugs(deal(legal, { seed: "other", players: 2, draws: 3 }).hand)).not.toEqual(slugs(a.hand));
  });

  it("deals the same cards whatever the order of the deck's entries, so a shared seed shows the same deal", () => {
    const reversed = { entries: [...legal.entries].reverse() };
    expect(deal(reversed, { seed: "order", players: 1, draws: 2 })).toEqual(
      deal(legal, { seed: "order", players: 1, draws: 2 }),
    );
  });

  it("draws one more card without changing the cards already dealt", () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 4 }), fc.nat(60), (seed, players, draws) => {
        const before = deal(legal, { seed, players, draws });
        const after = deal(legal, { seed, players, draws: draws + 1 });
        expect(slugs(after.hand)).toEqual(slugs(before.hand));
        expect(slugs(after.drawn.slice(0, before.drawn.length))).toEqual(slugs(before.drawn));
        expect(after.contracts).toEqual(before.contracts);
        expect(after.drawn.length).toBe(Math.min(draws + 1, 60 - prepareDeal(legal).handSize));
      }),
    );
  });

  it("never deals a card more times than the deck holds it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        seedArb,
        fc.integer({ min: 1, max: 4 }),
        fc.nat(70),
        (deckSeed, seed, players, draws) => {
          const deck = randomDeck(cards, seededNumbers(deckSeed));
          const dealt = deal(deck, { seed, players, draws });
          const held = copiesIn(deck);
          const seen = new Map<string, number>();
          for (const card of [
            ...dealt.hand,
            ...dealt.drawn,
            ...dealt.contracts.flatMap((c) => [c.contract, c.complication!]),
          ]) {
            seen.set(card.slug, (seen.get(card.slug) ?? 0) + 1);
          }
          for (const [slug, n] of seen) expect(n).toBeLessThanOrEqual(held.get(slug)!);
          expect(dealt.hand.length + dealt.drawn.length + dealt.captainLeft).toBe(60);
          expect(2 * dealt.contracts.length + dealt.adventureLeft).toBe(20);
        },
      ),
    );
  });

  it("gives this captain's contract slots for each number of captains", () => {
    const count = (players: number, seed: string) => deal(legal, { seed, players }).contracts.length;
    expect(count(1, "x")).toBe(4);
    expect(count(2, "x")).toBe(2);
    expect(count(4, "x")).toBe(1);
    // Three captains tied at setup: the fourth slot is this captain's one deal in three.
    let won = 0;
    for (let i = 0; i < 3000; i++) {
      const dealt = deal(legal, { seed: `t${i}`, players: 3 });
      expect(dealt.contracts.length).toBe(dealt.fourthSlot ? 2 : 1);
      if (dealt.fourthSlot) won++;
    }
    expect(won).toBeGreaterThan(900);
    expect(won).toBeLessThan(1100);
    expect(() => slotsFor(5, Math.random)).toThrow(RangeError);
    expect(() => slotsFor(0, Math.random)).toThrow(RangeError);
  });

  it("stops at the end of a small deck", () => {
    const small = deckOf(
      [handMade({ name: "Lone", type: "ACTION" }), 3],
      [handMade({ name: "Job", type: "ADVENTURE" }), 3],
    );
    const dealt = deal(small, { seed: "s", players: 1, draws: 5 });
    expect(dealt.hand).toHaveLength(3);
    expect(dealt.drawn).toEqual([]);
    expect(dealt.captainLeft).toBe(0);
    expect(dealt.contracts.map((c) => c.complication === null)).toEqual([false, true]);
  });

  it("deals from a prepared deck exactly as from the deck", () => {
    expect(dealFrom(prepareDeal(legal), { seed: "p", players: 2, draws: 2 })).toEqual(
      deal(legal, { seed: "p", players: 2, draws: 2 }),
    );
  });
});

describe("dealStateSchema", () => {
  it("reads the URL's values, with defaults", () => {
    expect(dealStateSchema.parse({ seed: "abc-12_Z", players: "3", draws: "4" })).toEqual({
      seed: "abc-12_Z",
      players: 3,
      draws: 4,
    });
    expect(dealStateSchema.parse({ seed: "abc" })).toEqual({ seed: "abc", players: 2, draws: 0 });
  });

  it("rejects a seed a URL would mangle and a player count outside 1–4", () => {
    const issues = (input: object) => dealStateSchema.safeParse(input).error?.issues.map((i) => i.path.join("."));
    expect(issues({ seed: "a b/c" })).toEqual(["seed"]);
    expect(issues({ seed: "abc", players: 5 })).toEqual(["players"]);
    expect(issues({ seed: "" })).toEqual(["seed"]);
  });
});
