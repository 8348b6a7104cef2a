// The builder's offline card search over the seed catalogue as the bundle carries it: words find names, keys filter
// as they do online, each name once, and a filter that needs the server says so.
import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../seed/read-catalogue";
import { toRulesCard } from "../rules/to-rules-card";
import { searchBundleCards } from "./search-offline";

const cards = readCatalogue().cards.map((card) => ({ ...toRulesCard(card), number: card.number }));
const crew = cards.find((c) => c.type === "CREW" && c.skills.length > 0)!;
const skill = crew.skills[0]!;

function found(query: string) {
  const result = searchBundleCards({ cards, query });
  if (!result.ok) throw new Error(result.message);
  return result.cards;
}

describe("searchBundleCards", () => {
  it("finds a card by words of its name, whatever their case", () => {
    const word = crew.name.split(" ")[0]!.toUpperCase();
    expect(found(word).map((c) => c.name)).toContain(crew.name);
    expect(found(word).every((c) => c.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it("filters with keys as online, combined with name words", () => {
    const crewWithSkill = found(`t:crew sk:${skill}`);
    expect(crewWithSkill.length).toBeGreaterThan(0);
    expect(crewWithSkill.every((c) => c.type === "CREW" && c.skills.includes(skill))).toBe(true);
    expect(found(`t:ship ${crew.name}`)).toEqual([]);
    expect(found(`!"${crew.name}"`).map((c) => c.name)).toEqual([crew.name]);
    expect(found(`-t:crew`).some((c) => c.type === "CREW")).toBe(false);
  });

  it("answers each name once", () => {
    const names = found("t:crew").map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("says why a filter that needs the server's text index cannot be used", () => {
    expect(searchBundleCards({ cards, query: "o:draw" })).toMatchObject({
      ok: false,
      message: /o: searches rules text/,
    });
  });
});
