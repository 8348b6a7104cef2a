import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { CATALOGUE_PAGE_SIZE, parseCatalogueQuery } from "./catalogue-query";

// The expected cards are computed from the seed files, independently of SQL.
const { cards, sets } = readCatalogue();
let db: TestDatabase;
let queries: typeof import("./queries");

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  queries = await import("./queries");
});
afterAll(() => db.drop());

const q = (params: Record<string, string>) => parseCatalogueQuery(params).query;
const names = (list: { name: string }[]) => list.map((c) => c.name).sort();

describe("catalogue queries on the seeded database", () => {
  it("lists every card, paginated", async () => {
    const first = await queries.listCards(q({}));
    expect(first.total).toBe(cards.length);
    expect(first.items).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(cards.length / CATALOGUE_PAGE_SIZE));
    const last = await queries.listCards(q({ page: String(first.pageCount) }));
    expect(last.items).toHaveLength(cards.length - CATALOGUE_PAGE_SIZE * (first.pageCount - 1));
  });

  it("filters by type", async () => {
    const crew = cards.filter((c) => c.type === "CREW");
    const result = await queries.listCards(q({ type: "crew", page: "1" }));
    expect(result.total).toBe(crew.length);
    expect(result.items.every((c) => c.type === "CREW")).toBe(true);
  });

  it("filters by type and subtype", async () => {
    const expected = cards.filter((c) => c.type === "GEAR" && c.subtypes.includes("Weapon"));
    expect(expected.length).toBeGreaterThan(0);
    const result = await queries.listCards(q({ type: "gear", subtype: "Weapon" }));
    expect(names(result.items)).toEqual(names(expected));
  });

  it("filters by set and sorts by collector number", async () => {
    const expected = cards.filter((c) => c.setCode === "DRFT").sort((a, b) => a.number - b.number);
    const result = await queries.listCards(q({ set: "drft", sort: "set" }));
    expect(result.total).toBe(expected.length);
    expect(result.items.map((c) => c.number)).toEqual(expected.slice(0, CATALOGUE_PAGE_SIZE).map((c) => c.number));
  });

  it("sorts by cost, cards without a cost last", async () => {
    const result = await queries.listCards(q({ type: "upgrade", sort: "cost" }));
    const costs = result.items.map((c) => c.cost!);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it("searches names and text, case-insensitively", async () => {
    const word = "medic";
    const expected = cards.filter((c) => c.name.toLowerCase().includes(word) || c.text.toLowerCase().includes(word));
    const result = await queries.listCards(q({ q: "MEDIC" }));
    expect(result.total).toBe(expected.length);
  });

  it("lists subtypes of one type", async () => {
    const expected = [...new Set(cards.filter((c) => c.type === "UPGRADE").flatMap((c) => c.subtypes))].sort();
    expect(await queries.listSubtypes("UPGRADE")).toEqual(expected);
  });

  it("reads a card with its set, errata and rulings", async () => {
    const withBoth = cards.find((c) => c.errata.length > 0) ?? cards[0]!;
    const card = await queries.getCard(withBoth.slug);
    expect(card?.name).toBe(withBoth.name);
    expect(card?.set.code).toBe(withBoth.setCode);
    expect(card?.errata.map((e) => e.printed).sort()).toEqual(withBoth.errata.map((e) => e.printed).sort());
    expect(await queries.getCard("no-such-card")).toBeNull();
  });

  it("lists a set in collector order, and the sets with their counts", async () => {
    const set = await queries.getSet("core");
    expect(set?.cards.map((c) => c.number)).toEqual(cards.filter((c) => c.setCode === "CORE").map((c) => c.number).sort((a, b) => a - b));
    const all = await queries.listSets();
    expect(all.map((s) => [s.code, s.cardCount])).toEqual(sets.map((s) => [s.code, cards.filter((c) => c.setCode === s.code).length]));
  });

  it("features one card of each type", async () => {
    const featured = await queries.featuredCards();
    expect(featured.map((c) => c.type).sort()).toEqual(["ACTION", "ADVENTURE", "CONNECTION", "CREW", "GEAR", "SHIP", "UPGRADE"]);
  });
});
