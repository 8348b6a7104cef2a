import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { readFormats } from "../../seed/formats/read-formats";
import { tokenLabel } from "../rules/requirement-sources";
import { buildLegalDeck, randomDeck, seededRandom } from "../../tests/fixtures/test-decks";
import { validateDeck } from "../rules/validate-deck";
import type { Deck } from "../rules/types";
import { requirementCoverage, type CoverageRow } from "./coverage";
import { bo, handMadeDeck, ship } from "../../tests/fixtures/hand-made-deck";
import { deckOf, handMade, rulesCardsOf } from "../../tests/fixtures/test-cards";

const rowsByKey = (deck: Deck) => new Map(requirementCoverage({ deck }).rows.map((r) => [r.key, r]));
const names = (row: CoverageRow) => row.sources.map((s) => `${s.card.name}×${s.copies}`);
const close = (actual: number[], expected: number[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((p, i) => expect(p, `column ${i}`).toBeCloseTo(expected[i]!, 12));
};

describe("requirement coverage of a hand-made deck", () => {
  // Captain's deck of 10, hand of 5: columns see 5, 6, 7, 8, 9 and 10 cards.
  const coverage = requirementCoverage({ deck: handMadeDeck });
  const rows = new Map(coverage.rows.map((r) => [r.key, r]));
  // Two sources among 10: P(at least one in n) = 1 − C(8, n) / C(10, n).
  const twoSources = [1 - 56 / 252, 1 - 28 / 210, 1 - 8 / 120, 1 - 1 / 45, 1, 1];

  it("reads the ship's hand size and the captain's deck", () => {
    expect(coverage.handSize).toBe(5);
    expect(coverage.captainSize).toBe(10);
    expect(coverage.cardsSeen).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it("lists every requirement of both faces once, tokens first in the vocabulary's order", () => {
    expect(coverage.rows.map((r) => r.key)).toEqual([
      "skill:astrogation",
      "skill:pilot",
      "skill:pilot=expert",
      "cap:cargo",
      "cap:sensors",
      "expense:2",
      "jettison:GEAR:1",
      "control::aslan::1",
    ]);
    expect(rows.get("skill:pilot")!.demands.map((d) => [d.card.name, d.copies, d.face])).toEqual([
      ["Run A", 2, "contract"],
    ]);
    expect(rows.get("cap:cargo")!.demands[0]!.count).toBe(2);
  });

  it("finds crew with the skill at that level or better", () => {
    const pilot = rows.get("skill:pilot")!;
    expect(names(pilot)).toEqual(["Ana×1", "Bo×1"]);
    expect(pilot.met).toBe(true);
    expect(pilot.sourceCopies).toBe(2);
    close(pilot.odds, twoSources);

    const expert = rows.get("skill:pilot=expert")!;
    expect(names(expert)).toEqual(["Bo×1"]);
    expect(expert.label).toBe("Pilot (expert)");
    // One source among 10: P = n / 10.
    close(expert.odds, [0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });

  it("counts the ship's capabilities as always in play, and gear that grants a token as drawn", () => {
    const cargo = rows.get("cap:cargo")!;
    expect(cargo.sources).toEqual([{ card: ship, copies: 1, inPlay: true }]);
    close(cargo.odds, [1, 1, 1, 1, 1, 1]);
    const sensors = rows.get("cap:sensors")!;
    expect(names(sensors)).toEqual(["Scanner×2"]);
    close(sensors.odds, twoSources);
  });

  it("flags what nothing in the deck can meet, with odds of zero and a glossary entry", () => {
    const astrogation = rows.get("skill:astrogation")!;
    expect(astrogation).toMatchObject({ met: false, checked: true, sources: [], sourceCopies: 0, glossary: "Skills" });
    close(astrogation.odds, [0, 0, 0, 0, 0, 0]);
    const aslan = rows.get("control::aslan::1")!;
    expect(aslan).toMatchObject({ met: false, checked: false, label: "Control 1 Aslan card", glossary: "Control" });
    close(aslan.odds, [0, 0, 0, 0, 0, 0]);
  });

  it("pays an expense from credit values: the odds of 2 credits in hand", () => {
    const expense = rows.get("expense:2")!;
    expect(expense).toMatchObject({
      met: true,
      checked: false,
      label: "Expense: 2 credits",
      oddsOf: "at least 2 credits in hand",
    });
    expect(names(expense)).toEqual(["Ana×1", "Scanner×2"]);
    // Short of 2 credits means no Scanner, and at most Ana: (C(7,n) + C(7,n−1)) / C(10,n).
    close(expense.odds, [1 - (21 + 35) / 252, 1 - (7 + 21) / 210, 1 - (1 + 7) / 120, 1 - (0 + 1) / 45, 1, 1]);
  });

  it("jettisons and controls cards of the kind asked for", () => {
    const jettison = rows.get("jettison:GEAR:1")!;
    expect(jettison).toMatchObject({ met: true, label: "Jettison 1 gear", oddsOf: "at least 1 matching card" });
    expect(names(jettison)).toEqual(["Scanner×2"]);
    close(jettison.odds, twoSources);

    const vargr = rowsByKey(
      deckOf(
        [ship, 1],
        [bo, 1],
        [
          handMade({
            name: "Pack Run",
            type: "ADVENTURE",
            otherRequirements: [
              { kind: "control", cardType: "CREW", trait: "non-human", subtype: null, count: 1, face: "contract" },
            ],
          }),
          1,
        ],
      ),
    );
    expect(names(vargr.get("control:CREW:non-human::1")!)).toEqual(["Bo×1"]);
  });

  it("counts a ship that matches a control requirement as in play", () => {
    const yacht = handMade({ name: "Yacht", type: "SHIP", subtypes: ["Yacht"] });
    const wants = handMade({
      name: "Gala",
      type: "ADVENTURE",
      otherRequirements: [
        { kind: "control", cardType: null, trait: null, subtype: "yacht", count: 1, face: "contract" },
      ],
    });
    const row = rowsByKey(deckOf([yacht, 1], [bo, 1], [wants, 1])).get("control:::yacht:1")!;
    expect(row.met).toBe(true);
    expect(row.sources).toEqual([{ card: yacht, copies: 1, inPlay: true }]);
    close(row.odds, [1, 1, 1, 1, 1, 1]);
  });

  it("uses the rules' hand size of seven without a ship", () => {
    expect(requirementCoverage({ deck: deckOf([bo, 1]), draws: 2 }).cardsSeen).toEqual([1, 1, 1]);
    const big = deckOf(
      ...Array.from({ length: 12 }, (_, i): [ReturnType<typeof handMade>, number] => [
        handMade({ name: `Card ${i}`, type: "ACTION" }),
        1,
      ]),
    );
    expect(requirementCoverage({ deck: big, draws: 2 }).cardsSeen).toEqual([7, 8, 9]);
  });
});

describe("coverage and the soft-unmet-requirements warning", () => {
  const catalogue = readCatalogue();
  const cards = rulesCardsOf(catalogue.cards);
  const standard = readFormats(undefined, catalogue).find((f) => f.id === "standard")!;

  /** The unmet tokens as "expert|label|cards", from coverage and from the warning. */
  const fromCoverage = (deck: Deck) =>
    requirementCoverage({ deck })
      .rows.filter((r) => r.checked && !r.met)
      .map(
        (r) => `${r.expert}|${tokenLabel(r.token!)}|${[...new Set(r.demands.map((d) => d.card.slug))].sort().join()}`,
      )
      .sort();
  const fromWarning = (deck: Deck) =>
    validateDeck(deck, standard)
      .violations.filter((v) => v.rule === "soft-unmet-requirements")
      .map((v) => {
        const [, expertLabel, label] =
          /^(?:No crew in your deck is an expert in (.+?)|Nothing in your deck produces an? (.+?) token), which/.exec(
            v.message,
          )!;
        return `${expertLabel !== undefined}|${expertLabel ?? label}|${v.cards.join()}`;
      })
      .sort();

  it("agree on the hand-made deck", () => {
    expect(fromCoverage(handMadeDeck)).toEqual(["false|Astrogation|run-b"]);
    expect(fromWarning(handMadeDeck)).toEqual(fromCoverage(handMadeDeck));
  });

  it("agree on random decks, and a met requirement always has a source", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const deck = randomDeck(cards, seededRandom(seed));
        expect(fromCoverage(deck)).toEqual(fromWarning(deck));
        const rows = requirementCoverage({ deck }).rows.filter((r) => r.checked);
        expect(rows.filter((r) => r.met !== r.sources.length > 0).map((r) => r.key)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it("find every requirement of a legal deck met, with probabilities in [0, 1] that grow with each draw", () => {
    const problems: string[] = [];
    for (const ship of cards.filter((c) => c.type === "SHIP")) {
      const { rows } = requirementCoverage({ deck: buildLegalDeck(cards, { ship: ship.name }), draws: 5 });
      for (const row of rows.filter((r) => r.checked)) {
        if (!row.met) problems.push(`${ship.name}: ${row.label} unmet`);
        row.odds.forEach((p, i) => {
          if (!(p > 0 && p <= 1)) problems.push(`${ship.name}: ${row.label}: ${p} at column ${i}`);
          if (i > 0 && p < row.odds[i - 1]! - 1e-12) problems.push(`${ship.name}: ${row.label} falls at column ${i}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });
});
