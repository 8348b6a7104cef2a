import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import type { RulesCard } from "../rules/types";
import { parseGroupQuery } from "./group-query";
import { rulesCardsOf } from "../../tests/fixtures/test-cards";

const records = readCatalogue().cards;
const cards = rulesCardsOf(records);

function picked(query: string): RulesCard[] {
  const group = parseGroupQuery(query);
  if (!group.ok) throw new Error(group.error.message);
  return cards.filter(group.matches);
}

const slugs = (list: RulesCard[]) => list.map((c) => c.slug).sort();

describe("parseGroupQuery", () => {
  it("picks crew with a skill as card search does", () => {
    const pilots = picked("t:crew sk:pilot");
    expect(pilots.length).toBeGreaterThan(0);
    expect(slugs(pilots)).toEqual(slugs(cards.filter((c) => c.type === "CREW" && c.skills.includes("pilot"))));
    expect(slugs(picked("sk:pilot=expert"))).toEqual(slugs(cards.filter((c) => c.expertSkills.includes("pilot"))));
  });

  it("reads types, subtypes, traits, keywords, negation, or and parentheses", () => {
    expect(slugs(picked("t:gear st:weapon"))).toEqual(
      slugs(cards.filter((c) => c.type === "GEAR" && c.subtypes.includes("Weapon"))),
    );
    expect(slugs(picked("t:crew -tr:human"))).toEqual(slugs(picked("tr:non-human")));
    expect(slugs(picked("(t:gear or t:upgrade) -k:trifling"))).toEqual(
      slugs(
        cards.filter(
          (c) =>
            (c.type === "GEAR" || c.type === "UPGRADE") &&
            !c.keywords.includes("Trifling") &&
            !c.keywords.includes("Hindrance"),
        ),
      ),
    );
    // As in card search, req: also reads subplots.
    expect(slugs(picked("req:medic"))).toEqual(
      records
        .filter((c) => c.requirementTokens.includes("medic"))
        .map((c) => c.slug)
        .sort(),
    );
  });

  it("compares numbers, and a card without the statistic matches no comparison", () => {
    expect(slugs(picked("cost<=1"))).toEqual(slugs(cards.filter((c) => c.cost !== null && c.cost <= 1)));
    expect(slugs(picked("cv>=2 t:crew"))).toEqual(
      slugs(cards.filter((c) => c.type === "CREW" && (c.creditValue ?? -1) >= 2)),
    );
    expect(picked("vp>=1").every((c) => c.type === "ADVENTURE")).toBe(true);
    expect(picked("cost!=0").some((c) => c.type === "SHIP")).toBe(false);
    expect(slugs(picked("slots>=6"))).toEqual(
      slugs(cards.filter((c) => c.type === "SHIP" && Object.values(c.upgradeSlots!).reduce((a, b) => a + b) >= 6)),
    );
  });

  it("names a card exactly", () => {
    const [first] = cards;
    expect(slugs(picked(`!"${first!.name.toUpperCase()}"`))).toEqual([first!.slug]);
  });

  it("takes an empty query as every card, as card search does", () => {
    expect(picked("  ")).toHaveLength(cards.length);
  });

  it("gives the parser's error, with its column", () => {
    const bad = parseGroupQuery("t:crew cost<=x");
    expect(bad).toEqual({
      ok: false,
      error: { message: "cost needs a number, got 'x' (column 13)", column: 13, length: 1 },
    });
    const typo = parseGroupQuery("t:crwe");
    expect(typo.ok || typo.error.message).toBe("unknown card type 'crwe' — did you mean 'crew'?");
  });

  it("refuses filters deck groups cannot use, saying why", () => {
    const message = (query: string) => {
      const group = parseGroupQuery(query);
      return group.ok ? null : group.error;
    };
    expect(message("t:crew pilot")).toMatchObject({
      column: null,
      message: expect.stringContaining("'pilot': words search names and rules text"),
    });
    expect(message('"free trader"')?.message).toContain("words search names and rules text");
    expect(message("o:exert")?.message).toContain("o: searches rules text");
    expect(message("fl:clan")?.message).toContain("fl: searches flavor text");
    expect(message("t:crew or -(jump>=3)")?.message).toBe(
      "jump is a ship's statistic, and the ship is in play rather than drawn: deck groups do not use it",
    );
    expect(message("av>2")?.message).toContain("av is a ship's statistic");
  });
});
