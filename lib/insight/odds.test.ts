import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { randomDeck, seededRandom } from "../../tests/fixtures/test-decks";
import { parseGroupQuery } from "./group-query";
import { handMadeDeck } from "../../tests/fixtures/hand-made-deck";
import { oddsTable } from "./odds";
import { deckOf, handMade, rulesCardsOf } from "../../tests/fixtures/test-cards";

const groupOf = (query: string) => {
  const group = parseGroupQuery(query);
  if (!group.ok) throw new Error(group.error.message);
  return { label: query, matches: group.matches };
};

describe("oddsTable", () => {
  it("has a row per card of the captain's deck and columns for the opening hand and each draw", () => {
    const table = oddsTable({ deck: handMadeDeck, draws: 3 });
    expect(table.cardsSeen).toEqual([5, 6, 7, 8]);
    expect(table.cards.map((r) => [r.label, r.copies])).toEqual([
      ["Ana", 1],
      ["Bo", 1],
      ["Filler", 6],
      ["Scanner", 2],
    ]);
    // One copy among 10: n / 10. Two: 1 − C(8, n) / C(10, n).
    table.cards[0]!.odds.forEach((p, i) => expect(p).toBeCloseTo([0.5, 0.6, 0.7, 0.8][i]!, 12));
    table.cards[3]!.odds.forEach((p, i) =>
      expect(p).toBeCloseTo([1 - 56 / 252, 1 - 28 / 210, 1 - 8 / 120, 1 - 1 / 45][i]!, 12),
    );
    expect(table.group).toBeNull();
  });

  it("asks for at least k copies", () => {
    // Two Scanners both in a hand of 5 from 10: C(8,3) / C(10,5) = 56/252.
    const table = oddsTable({ deck: handMadeDeck, atLeast: 2, draws: 0 });
    expect(table.cards.find((r) => r.label === "Scanner")!.odds[0]).toBeCloseTo(56 / 252, 12);
    expect(table.cards.find((r) => r.label === "Ana")!.odds[0]).toBe(0);
  });

  it("adds a row for a group picked with the query language", () => {
    const table = oddsTable({ deck: handMadeDeck, draws: 1, group: groupOf("t:crew sk:pilot") });
    expect(table.group).toMatchObject({ label: "t:crew sk:pilot", slugs: ["ana", "bo"], copies: 2 });
    expect(table.group!.odds[0]).toBeCloseTo(1 - 56 / 252, 12);
  });

  it("counts printings of one name as one card", () => {
    const a = handMade({ name: "Twin", type: "ACTION" });
    const b = { ...a, slug: "twin-drft", setCode: "DRFT" };
    const table = oddsTable({
      deck: deckOf([a, 2], [b, 1], [handMade({ name: "Other", type: "ACTION" }), 7]),
      draws: 0,
    });
    expect(table.cards.map((r) => [r.label, r.copies, r.slugs])).toEqual([
      ["Other", 7, ["other"]],
      ["Twin", 3, ["twin", "twin-drft"]],
    ]);
  });

  it("for a group is at least each member's, and every probability is in [0, 1] and grows with each draw", () => {
    const cards = rulesCardsOf(readCatalogue().cards);
    const queries = ["t:crew", "t:gear or t:upgrade", "cost<=2", "sk:pilot"];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...queries),
        fc.integer({ min: 1, max: 3 }),
        (seed, query, k) => {
          const table = oddsTable({ deck: randomDeck(cards, seededRandom(seed)), atLeast: k, group: groupOf(query) });
          const group = table.group!;
          // Collected, then asserted once: an expect per cell would make this test slow.
          const problems: string[] = [];
          for (const row of [...table.cards, group]) {
            row.odds.forEach((p, i) => {
              if (!(p >= 0 && p <= 1)) problems.push(`${row.label}: ${p} outside [0, 1]`);
              if (i > 0 && p < row.odds[i - 1]! - 1e-12) problems.push(`${row.label}: falls at column ${i}`);
            });
          }
          for (const row of table.cards.filter((r) => r.slugs.every((s) => group.slugs.includes(s)))) {
            row.odds.forEach((p, i) => {
              if (group.odds[i]! < p - 1e-12) problems.push(`${row.label}: above the group at column ${i}`);
            });
          }
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
