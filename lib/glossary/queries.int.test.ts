import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { readRules } from "../../seed/rules/read-rules";

const rules = readRules();
const { cards } = readCatalogue();
useTestDatabase();
let queries: typeof import("./queries");

beforeAll(async () => {
  queries = await import("./queries");
});

describe("rules reference reads on the seeded database", () => {
  it("reads the whole reference in page order", async () => {
    const reference = await queries.getRulesReference();
    expect(reference.sections.map((s) => s.anchor)).toEqual(rules.sections.map((s) => s.anchor));
    expect(reference.entries).toHaveLength(rules.entries.length);
    expect(reference.entries.filter((e) => e.kind === "PHASE").map((e) => e.anchor)).toEqual(
      rules.entries.filter((e) => e.kind === "PHASE").map((e) => e.anchor),
    );
    expect(reference.anatomy.map((a) => [a.cardType, a.card.slug])).toEqual(
      rules.anatomy.map((a) => [a.cardType, a.cardSlug]),
    );
  });

  it("reads one entry, knows sections apart, and titles anchors", async () => {
    expect(await queries.getGlossaryEntry("Trifling")).toMatchObject({ title: "Trifling", kind: "KEYWORD" });
    expect(await queries.getGlossaryEntry("trifling")).toMatchObject({ anchor: "Trifling" });
    expect(await queries.getGlossaryEntry("TRIFLING")).toMatchObject({ anchor: "Trifling" });
    expect(await queries.getGlossaryEntry("Initial_Setup")).toBeNull();
    expect(await queries.anchorTitles(["Captains_Deck", "Round_Sequence", "Nope"])).toEqual(
      new Map([
        ["Captains_Deck", "Captain's Deck"],
        ["Round_Sequence", "Round Sequence"],
      ]),
    );
    expect((await queries.getKeywordEntries()).map((k) => k.anchor)).toEqual([
      "Armor",
      "Hindrance",
      "Integral",
      "Reaction",
      "Trifling",
    ]);
  });

  it("indexes every entry's terms for card text", async () => {
    const index = await queries.getTermIndex();
    expect(index.anchorOf.get("trifling")).toBe("Trifling");
    expect(index.anchorOf.get("victory points")).toBe("Victory_Points");
    expect(new Set(index.anchorOf.values()).size).toBe(rules.entries.filter((e) => e.terms.length).length);
  });

  it("finds the cards printing a keyword, with or without its value", async () => {
    const names = (list: { name: string }[]) => list.map((c) => c.name).sort();
    expect(names(await queries.cardsWithKeyword("Armor"))).toEqual(
      names(cards.filter((c) => c.keywords.some((k) => k.startsWith("Armor ")))),
    );
    expect(names(await queries.cardsWithKeyword("Trifling"))).toEqual(
      names(cards.filter((c) => c.keywords.includes("Trifling"))),
    );
    expect(await queries.cardsWithKeyword("Arm")).toEqual([]);
  });
});
