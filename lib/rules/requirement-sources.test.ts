import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { canMeet, supplyOf, tokenBit, tokenBitsOf, TOKENS } from "./requirement-sources";
import { toRulesCard } from "./to-rules-card";

const cards = readCatalogue().cards.map(toRulesCard);
const named = (name: string) => cards.find((c) => c.name === name)!;

describe("requirement sources", () => {
  it("reads a crew's skills at their level, and what a card's text grants", () => {
    const ghaerrgh = tokenBitsOf(named("Ghaerrgh Redwake")).supply;
    expect(canMeet(ghaerrgh, tokenBit("skill:pilot"), true)).toBe(true);
    const teodor = tokenBitsOf(named("Teodor Hask")).supply;
    expect(canMeet(teodor, tokenBit("skill:pilot"), false)).toBe(true);
    expect(canMeet(teodor, tokenBit("skill:pilot"), true)).toBe(false);
    expect(canMeet(tokenBitsOf(named("Low Berth Rack")).supply, tokenBit("cap:passengers"), false)).toBe(true);
  });

  it("lets a deck meet a requirement exactly when one of its cards can", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: cards.length - 1 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: TOKENS.length - 1 }),
        fc.boolean(),
        (picked, bit, expert) => {
          const deck = picked.map((i) => cards[i]!);
          expect(canMeet(supplyOf(deck), bit, expert)).toBe(
            deck.some((card) => canMeet(tokenBitsOf(card).supply, bit, expert)),
          );
        },
      ),
    );
  });
});
