import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { readFormats } from "../../seed/formats/read-formats";
import { copyLimit } from "./copy-limit";
import { parseFormat, type Format } from "./format";
import { cardNamed } from "../../tests/fixtures/test-decks";
import { toRulesCard } from "./to-rules-card";
import type { RulesCard } from "./types";
import { validateDeck } from "./validate-deck";

const catalogue = readCatalogue();
const cards = catalogue.cards.map(toRulesCard);
const formats = readFormats(undefined, catalogue);
const standard = formats.find((f) => f.id === "standard")!;
const coreOnly = formats.find((f) => f.id === "core-only")!;
const card = (name: string) => cardNamed(cards, name);
const one = (c: RulesCard, quantity = 1) => ({ card: c, quantity });

/** A format with one subtype limit and nothing else that limits copies. */
const oneOfEachConnection: Format = parseFormat({
  id: "connections-test",
  name: "Connections test",
  description: "One connection of each subtype.",
  legalSets: null,
  rules: [{ kind: "subtype-limit", cardType: "CONNECTION", max: 1 }],
});

describe("copyLimit", () => {
  it("lets a unique crew in once and says why a second is refused", () => {
    const mira = card("Mira Okonkwo-Vance");
    expect(copyLimit({ format: standard, entries: [], card: mira })).toMatchObject({
      max: 1,
      inDeck: 0,
      canAddOne: true,
    });
    const full = copyLimit({ format: standard, entries: [one(mira)], card: mira });
    expect(full).toMatchObject({ max: 1, inDeck: 1, canAddOne: false });
    expect(full.reason).toBe("Crew are unique: at most 1 'Mira Okonkwo-Vance' in a deck.");
  });

  it("sets no limit where the format sets none", () => {
    const action = card("Hard Burn");
    expect(copyLimit({ format: standard, entries: [one(action, 12)], card: action })).toEqual({
      max: null,
      inDeck: 12,
      canAddOne: true,
      reason: null,
    });
  });

  it("applies the format's copy limit, and the restricted list over it", () => {
    const action = card("Hard Burn");
    expect(copyLimit({ format: coreOnly, entries: [one(action, 3)], card: action })).toMatchObject({
      max: 3,
      canAddOne: false,
      reason: "Core only allows at most 3 copies of a card.",
    });
    const favour = card("Call in a Favour");
    expect(copyLimit({ format: coreOnly, entries: [], card: favour })).toMatchObject({
      max: 1,
      reason: "'Call in a Favour' is restricted in Core only: at most 1 copy.",
    });
  });

  it("allows no copy of a banned card or one from a set the format does not allow", () => {
    expect(copyLimit({ format: coreOnly, entries: [], card: card("Bureaucratic Delay") })).toMatchObject({
      max: 0,
      canAddOne: false,
      reason: "'Bureaucratic Delay' is banned in Core only.",
    });
    const vargr = card("Ghaerrgh Redwake");
    expect(copyLimit({ format: coreOnly, entries: [], card: vargr })).toMatchObject({
      max: 0,
      reason: "'Ghaerrgh Redwake' is from DRFT, which is not legal in Core only.",
    });
  });

  it("counts every printing of a name", () => {
    const mira = card("Mira Okonkwo-Vance");
    const reprint = { ...mira, slug: `${mira.slug}-reprint`, setCode: "DRFT" };
    expect(copyLimit({ format: standard, entries: [one(reprint)], card: mira }).canAddOne).toBe(false);
  });

  it("counts other cards of a limited subtype, naming it with the right article", () => {
    const contact = card("Highport Dockmaster");
    const otherContact = card("Breakers' Yard Foreman");
    const patron = card("Baroness Ilsabet Corrow");
    expect(copyLimit({ format: oneOfEachConnection, entries: [one(patron)], card: contact }).canAddOne).toBe(true);
    const limited = copyLimit({ format: oneOfEachConnection, entries: [one(otherContact)], card: contact });
    expect(limited).toMatchObject({ max: 0, canAddOne: false });
    expect(limited.reason).toBe(
      "At most 1 connection of each subtype in Connections test; your deck already has a Contact connection.",
    );
  });

  it("keeps a second ship out while the deck has one", () => {
    const [first, second] = cards.filter((c) => c.type === "SHIP");
    expect(copyLimit({ format: standard, entries: [one(first!)], card: second! })).toMatchObject({
      max: 0,
      canAddOne: false,
    });
    expect(copyLimit({ format: standard, entries: [one(first!)], card: first! })).toMatchObject({
      max: 1,
      canAddOne: false,
    });
  });

  it("agrees with the engine: adding a copy the limit refuses makes the deck break a rule, one it allows does not", () => {
    // Every captain's card and ship, offered four times over, so each limit is reached.
    const pool = cards.filter((c) => c.type !== "ADVENTURE");
    let refused = 0;
    for (const format of [standard, coreOnly, oneOfEachConnection]) {
      const entries: { card: RulesCard; quantity: number }[] = [];
      for (const candidate of [...pool, ...pool, ...pool, ...pool]) {
        const { canAddOne } = copyLimit({ format, entries, card: candidate });
        const errorsBefore = errorRules(entries, format);
        const withOne = [...entries, one(candidate)];
        const errorsAfter = errorRules(withOne, format);
        const limitRules = [
          "banned",
          "legal-sets",
          "restricted",
          "copies",
          "unique-crew",
          "subtype-limit",
          "ship-count",
        ];
        const newLimitError = errorsAfter.some((r) => limitRules.includes(r) && !errorsBefore.includes(r));
        expect(newLimitError, `${format.id}: ${candidate.name}`).toBe(!canAddOne);
        if (canAddOne) entries.push(one(candidate));
        else refused++;
      }
    }
    expect(refused).toBeGreaterThan(pool.length);
  });
});

function errorRules(entries: { card: RulesCard; quantity: number }[], format: Format): string[] {
  return validateDeck({ entries }, format)
    .violations.filter((v) => v.severity === "error")
    .map((v) => v.rule);
}
