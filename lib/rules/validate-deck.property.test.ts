import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { readFormats } from "../../seed/formats/read-formats";
import { randomDeck, seededRandom } from "../../tests/fixtures/test-decks";
import { toRulesCard } from "./to-rules-card";
import type { Deck, DeckEntry, Section } from "./types";
import { validateDeck } from "./validate-deck";

const catalogue = readCatalogue();
const cards = catalogue.cards.map(toRulesCard);
const formats = readFormats(undefined, catalogue);

const entryArb = fc.record({
  card: fc.constantFrom(...cards),
  // 0 and a few oddities on purpose: the engine skips what adds no card.
  quantity: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0, -1, Number.NaN)),
  section: fc.constantFrom<Section | undefined>(undefined, "ship", "captain", "adventure"),
});

/** Free-form decks (any cards, sizes, sections) and deck-shaped 81-card ones. */
const deckArb: fc.Arbitrary<Deck> = fc.oneof(
  fc.array(entryArb, { maxLength: 90 }).map((entries) => ({ entries })),
  fc.integer().map((seed) => randomDeck(cards, seededRandom(seed))),
);
const formatArb = fc.constantFrom(...formats);

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** Splits every entry of two or more copies into two entries. */
function split(entries: readonly DeckEntry[]): DeckEntry[] {
  return entries.flatMap((e) =>
    e.quantity >= 2
      ? [
          { ...e, quantity: 1 },
          { ...e, quantity: e.quantity - 1 },
        ]
      : [e],
  );
}

describe("validateDeck on random decks from the seed catalogue", () => {
  it("never throws and returns a consistent verdict", () => {
    fc.assert(
      fc.property(deckArb, formatArb, (deck, format) => {
        const verdict = validateDeck(deck, format);
        expect(verdict.legal).toBe(!verdict.violations.some((v) => v.severity === "error"));
        const total = deck.entries.reduce((sum, e) => sum + (e.quantity > 0 ? e.quantity : 0), 0);
        expect(verdict.counts.ship + verdict.counts.captain + verdict.counts.adventure).toBe(total);
        for (const v of verdict.violations) {
          expect(v.message.length).toBeGreaterThan(0);
          expect(v.cards).toEqual([...new Set(v.cards)].sort());
        }
      }),
    );
  });

  it("never calls a list legal while it names a card nobody identified", () => {
    const unidentifiedArb = fc.array(
      fc.record({
        name: fc.string({ minLength: 1 }),
        quantity: fc.integer({ min: 1, max: 9 }),
        suggestions: fc.array(fc.constantFrom(...cards.map((c) => c.name)), { maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(deckArb, formatArb, unidentifiedArb, (deck, format, unidentified) => {
        const verdict = validateDeck({ ...deck, unidentified }, format);
        expect(verdict.legal).toBe(false);
        expect(verdict.violations.filter((v) => v.rule === "unknown-card")).toHaveLength(unidentified.length);
        expect(verdict.violations[0]!.rule).toBe("unknown-card");
      }),
    );
  });

  it("gives the same verdict twice", () => {
    fc.assert(
      fc.property(deckArb, formatArb, (deck, format) => {
        expect(validateDeck(deck, format)).toEqual(validateDeck(deck, format));
      }),
    );
  });

  it("gives the same verdict whatever the order of the entries", () => {
    fc.assert(
      fc.property(deckArb, formatArb, fc.integer(), (deck, format, seed) => {
        expect(validateDeck({ entries: shuffled(deck.entries, seed) }, format)).toEqual(validateDeck(deck, format));
      }),
    );
  });

  it("gives the same verdict when copies of a card are split over several entries", () => {
    fc.assert(
      fc.property(deckArb, formatArb, (deck, format) => {
        expect(validateDeck({ entries: split(deck.entries) }, format)).toEqual(validateDeck(deck, format));
      }),
    );
  });
});
