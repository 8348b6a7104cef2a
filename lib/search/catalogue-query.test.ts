import { describe, expect, it } from "vitest";
import { catalogueHref, parseCatalogueQuery } from "./catalogue-query";

describe("parseCatalogueQuery", () => {
  it("defaults to every card in the default order", () => {
    expect(parseCatalogueQuery({})).toEqual({
      query: { q: "", type: null, subtype: null, set: null, sort: null, page: 1 },
      problems: [],
    });
  });

  it("normalises case and trims", () => {
    const { query } = parseCatalogueQuery({
      type: "crew",
      set: "core",
      q: "  medic ",
      subtype: "Weapon",
      page: "3",
      sort: "cost",
    });
    expect(query).toEqual({ q: "medic", type: "CREW", subtype: "Weapon", set: "CORE", sort: "cost", page: 3 });
  });

  it("reports bad values and falls back instead of failing", () => {
    const { query, problems } = parseCatalogueQuery({ type: "spaceship", page: "-2", sort: "random" });
    expect(query.type).toBeNull();
    expect(query.page).toBe(1);
    expect(query.sort).toBeNull();
    // Said in words a player reads, not the schema's.
    expect(problems).toEqual([
      "Ignored type 'spaceship': not a card type (ship, crew, gear, upgrade, connection, action, adventure)",
      "Ignored sort 'random': not a sort (relevance, name, cost, set)",
      "Ignored page '-2': pages start at 1",
    ]);
    expect(parseCatalogueQuery({ set: "x", page: "two", q: "q".repeat(501) }).problems).toEqual([
      "Ignored q 'qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq': at most 500 characters",
      "Ignored set 'x': a set's code is 2 to 6 letters or digits",
      "Ignored page 'two': not a number",
    ]);
  });

  it("takes the first of repeated parameters", () => {
    expect(parseCatalogueQuery({ type: ["gear", "crew"] }).query.type).toBe("GEAR");
  });
});

describe("catalogueHref", () => {
  const base = parseCatalogueQuery({ q: "drive", type: "upgrade", page: "4" }).query;
  it("keeps filters and resets the page when a filter changes", () => {
    expect(catalogueHref(base, { set: "DRFT" })).toBe("/cards?q=drive&type=upgrade&set=DRFT");
  });
  it("links to a page", () => {
    expect(catalogueHref(base, { page: 2 })).toBe("/cards?q=drive&type=upgrade&page=2");
  });
  it("is /cards when nothing is chosen", () => {
    expect(catalogueHref(parseCatalogueQuery({}).query)).toBe("/cards");
  });
});
