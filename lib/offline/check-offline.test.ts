// The browser's check of a pasted list against a bundle made from the seed,
// against the engine run directly on the same cards and revision: the same
// verdict, the revision in force on the chosen day, and the server's wording
// for a format or day that cannot be checked.
import { describe, expect, it } from "vitest";
import { readFormatHistories } from "../../seed/formats/read-formats";
import { readCatalogue } from "../../seed/read-catalogue";
import { decklistText, legalDeck } from "../../tests/factories";
import { revisionOn } from "../formats/revisions";
import { formatAt } from "../rules/format";
import { toRulesCard } from "../rules/to-rules-card";
import type { Deck } from "../rules/types";
import { validateDeck } from "../rules/validate-deck";
import type { OfflineBundle } from "./bundle-types";
import { checkDecklistOffline } from "./check-offline";

const catalogue = readCatalogue();
const histories = readFormatHistories();
const position = new Map(catalogue.sets.map((s, i) => [s.code, i]));
const bundle: OfflineBundle = {
  version: "test",
  sets: [],
  cards: [...catalogue.cards]
    .sort((a, b) => position.get(a.setCode)! - position.get(b.setCode)! || a.number - b.number)
    .map((card) => ({ ...toRulesCard(card), number: card.number })),
  formats: histories,
  glossary: [],
};

const standardOn = (day: string) => {
  const history = histories.find((h) => h.id === "standard")!;
  return formatAt(history, revisionOn(history.revisions, day)!);
};

const deck = legalDeck();
const byType = (type: string) => deck.entries.find((e) => e.card.type === type)!.card;
const withDoubledCrew: Deck = {
  entries: [
    { card: byType("SHIP"), quantity: 1 },
    { card: byType("CREW"), quantity: 2 },
  ],
};

describe("checkDecklistOffline", () => {
  it.each([
    ["a legal list", deck, "2026-12-01"],
    ["a list with a doubled crew", withDoubledCrew, "2026-12-01"],
    ["a legal list under the first revision", deck, "2026-04-01"],
  ])("gives %s the engine's verdict for the revision in force", async (_name, list, day) => {
    const report = await checkDecklistOffline({
      bundle,
      input: { decklist: decklistText(list), format: "standard", date: day },
    });
    const expected = validateDeck(list, standardOn(day));
    expect(report.verdict.legal).toBe(expected.legal);
    expect(report.verdict.violations.map((v) => [v.rule, v.message, v.glossary])).toEqual(
      expected.violations.map((v) => [v.rule, v.message, v.glossary]),
    );
    expect(report.formatRevision).toBe(standardOn(day).effective);
  });

  it("names a format or a day it cannot check, as the server does", async () => {
    const check = (format: string, date: string) =>
      checkDecklistOffline({ bundle, input: { decklist: "1x Anything", format, date } });
    await expect(check("wild", "2026-12-01")).rejects.toThrow(
      /^format: unknown format 'wild' \(known: core-only, standard\)$/,
    );
    await expect(check("standard", "2020-01-01")).rejects.toThrow(/^date: Standard has no revision in force on/);
  });
});
