import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { CATALOGUE_PAGE_SIZE, parseCatalogueQuery } from "./catalogue-query";
import { catalogueSearch } from "./catalogue-filters";

// The catalogue listing through the search interface; expected cards come from the seed files.
const { cards } = readCatalogue();
useTestDatabase();
let searchCards: typeof import("./search-cards").searchCards;

beforeAll(async () => {
  ({ searchCards } = await import("./search-cards"));
});

async function catalogue(params: Record<string, string>) {
  const { query } = parseCatalogueQuery(params);
  const result = await searchCards({ ...catalogueSearch(query), autoCorrect: false });
  if (!result.ok) throw new Error(result.error.message);
  return result;
}
const names = (list: { name: string }[]) => list.map((c) => c.name).sort();

describe("the catalogue listing", () => {
  it("lists every card, paginated, by name", async () => {
    const first = await catalogue({});
    expect(first.total).toBe(cards.length);
    expect(first.sort).toBe("name");
    expect(first.items).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(cards.length / CATALOGUE_PAGE_SIZE));
    const last = await catalogue({ page: String(first.pageCount) });
    expect(last.items).toHaveLength(cards.length - CATALOGUE_PAGE_SIZE * (first.pageCount - 1));
  });

  it("filters by type, subtype and set controls", async () => {
    expect((await catalogue({ type: "crew" })).total).toBe(cards.filter((c) => c.type === "CREW").length);
    const weapons = cards.filter((c) => c.type === "GEAR" && c.subtypes.includes("Weapon"));
    expect(names((await catalogue({ type: "gear", subtype: "Weapon" })).items)).toEqual(names(weapons));
    const drft = cards.filter((c) => c.setCode === "DRFT").sort((a, b) => a.number - b.number);
    const bySet = await catalogue({ set: "drft", sort: "set" });
    expect(bySet.total).toBe(drft.length);
    expect(bySet.items.map((c) => c.number)).toEqual(drft.slice(0, CATALOGUE_PAGE_SIZE).map((c) => c.number));
  });

  it("combines the typed query with the filter controls", async () => {
    const expected = cards.filter((c) => c.type === "CREW" && c.expertSkills.includes("medic"));
    expect(names((await catalogue({ q: "sk:medic=expert", type: "crew" })).items)).toEqual(names(expected));
  });

  it("sorts by cost, cards without a cost last", async () => {
    const result = await catalogue({ type: "upgrade", sort: "cost" });
    const costs = result.items.map((c) => c.cost!);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it("ranks name matches first for bare words", async () => {
    const result = await catalogue({ q: "medic" });
    expect(result.sort).toBe("relevance");
    const firstTextOnly = result.items.findIndex((c) => !c.name.toLowerCase().includes("medic"));
    const lastName = result.items.map((c) => c.name.toLowerCase().includes("medic")).lastIndexOf(true);
    expect(lastName).toBeGreaterThanOrEqual(0);
    if (firstTextOnly >= 0) expect(lastName).toBeLessThan(firstTextOnly);
  });

  it("reports a malformed query instead of failing", async () => {
    const result = await searchCards({ q: "cost<=x", page: 1, pageSize: 10, sort: null });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/^cost needs a number, got 'x'/);
  });

  it("finds cards through a forgiven typo, with no suggestion", async () => {
    const result = await searchCards({ q: "kestral", page: 1, pageSize: 10, sort: null });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.items.map((c) => c.name)).toContain("Kestrel Dawn");
    expect(result.suggestion).toBeNull();
  });

  it("suggests a correction when nothing matches, keeping the words spelt right", async () => {
    const result = await searchCards({ q: "Kestrel pelat t:ship", page: 1, pageSize: 10, sort: null });
    expect(result.ok && result.total).toBe(0);
    expect(result.ok && result.suggestion).toBe("Kestrel plate t:ship");
  });

  it("shows the corrected query's cards when asked to", async () => {
    const result = await searchCards({ q: "kestarl", page: 1, pageSize: 10, sort: null, autoCorrect: true });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.correctedFrom).toBe("kestarl");
    expect(result.items.map((c) => c.name)).toContain("Kestrel Dawn");
  });
});
