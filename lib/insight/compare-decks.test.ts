import { describe, expect, it } from "vitest";
import { compareDecks } from "./compare-decks";
import { deckTotals } from "./deck-totals";
import { ana, bo, filler, handMadeDeck, runA, runB, scanner, ship } from "../../tests/fixtures/hand-made-deck";
import { deckOf } from "../../tests/fixtures/test-cards";

describe("deckTotals", () => {
  it("sums the hand-made deck by hand", () => {
    const totals = Object.fromEntries(deckTotals(handMadeDeck).map((t) => [t.key, t.value]));
    expect(totals).toEqual({
      captain: 10,
      adventure: 3,
      CREW: 2,
      GEAR: 2,
      UPGRADE: 0,
      CONNECTION: 0,
      ACTION: 6,
      // (2 + 3 + 2×1 + 6×0) / 10
      "mean-cost": 0.7,
      credits: 5,
      skills: 2,
      "expert-skills": 1,
      vp: 11,
      // (2×2 + 4) / 3
      "mean-distance": 8 / 3,
      "complication-slots": 5,
    });
  });
});

describe("compareDecks", () => {
  it("splits cards into shared, only in A and only in B, with both decks' totals", () => {
    const other = deckOf([ship, 1], [bo, 1], [scanner, 3], [filler, 6], [runB, 2]);
    const result = compareDecks({ a: handMadeDeck, b: other });
    const rows = (list: typeof result.shared) => list.map((c) => [c.card.name, c.a, c.b]);
    expect(rows(result.shared)).toEqual([
      ["Bo", 1, 1],
      ["Filler", 6, 6],
      ["Run B", 1, 2],
      ["Scanner", 2, 3],
      ["Test Ship", 1, 1],
    ]);
    expect(rows(result.onlyA)).toEqual([
      ["Ana", 1, 0],
      ["Run A", 2, 0],
    ]);
    expect(rows(result.onlyB)).toEqual([]);
    expect(result.totals.find((t) => t.key === "captain")).toEqual({
      key: "captain",
      label: "Captain's deck",
      a: 10,
      b: 10,
      mean: false,
    });
    expect(result.totals.find((t) => t.key === "vp")).toMatchObject({ a: 11, b: 10 });
  });

  it("compares a deck with itself as all shared", () => {
    const result = compareDecks({ a: handMadeDeck, b: handMadeDeck });
    expect(result.onlyA).toEqual([]);
    expect(result.onlyB).toEqual([]);
    expect(result.shared.every((c) => c.a === c.b)).toBe(true);
    expect(result.shared.map((c) => c.card)).toContain(ana);
    expect(result.shared.map((c) => c.card)).toContain(runA);
  });
});
