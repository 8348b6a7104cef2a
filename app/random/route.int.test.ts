// The site's random card against the seed catalogue: a card's page, among a query's matches, never kept.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { GET } from "./route";

useTestDatabase();
const { cards } = readCatalogue();

const get = (search: string) => GET(new Request(`http://starport.test/random${search}`));

describe("GET /random", () => {
  it("sends the player to a card's page, never to be kept", async () => {
    const res = await get("");
    expect(res.status).toBe(307);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const slug = res.headers.get("location")!.replace(/^\/cards\//, "");
    expect(cards.map((c) => c.slug)).toContain(slug);
  });

  it("draws among the cards a query finds, and not always the same one", async () => {
    const pilots = new Set(cards.filter((c) => c.skills.includes("pilot")).map((c) => `/cards/${c.slug}`));
    const drawn = new Set<string>();
    for (let i = 0; i < 30; i++) drawn.add((await get("?q=sk%3Apilot")).headers.get("location")!);
    for (const location of drawn) expect(pilots).toContain(location);
    expect(drawn.size).toBeGreaterThan(1);
  });

  it("sends a query that finds nothing, or does not parse, to the search page, which says why", async () => {
    for (const q of ["zzqxv", "cost<=x"]) {
      const res = await get(`?${new URLSearchParams({ q })}`);
      expect(res.status).toBe(307);
      expect(res.headers.get("location")).toBe(`/cards?${new URLSearchParams({ q })}`);
    }
  });
});
