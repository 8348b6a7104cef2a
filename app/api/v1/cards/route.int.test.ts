import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../tests/database";
import { readCatalogue } from "../../../../seed/read-catalogue";

const { cards } = readCatalogue();
useTestDatabase();
let route: typeof import("./route");
beforeAll(async () => {
  route = await import("./route");
});

const get = (query: string, headers: Record<string, string> = {}) =>
  route.GET(new Request(`http://starport.test/api/v1/cards${query}`, { headers }));

describe("GET /api/v1/cards", () => {
  it("answers JSON with total, page and items, CORS and an ETag", async () => {
    const res = await get("?q=t:ship&pageSize=3&sort=name");
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    expect(res.headers.get("cache-control")).toContain("max-age");
    const body = await res.json();
    const ships = cards
      .filter((c) => c.type === "SHIP")
      .map((c) => c.name)
      .sort();
    expect(body.total).toBe(ships.length);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(3);
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(ships.slice(0, 3));
    expect(body.items[0].url).toMatch(/^http:\/\/starport\.test\/cards\/[a-z0-9-]+$/);
  });

  it("answers 304 when the ETag still matches", async () => {
    const first = await get("?q=k:trifling");
    const again = await get("?q=k:trifling", { "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

  it("answers 400 with the parse error for a bad query", async () => {
    const res = await get(`?q=${encodeURIComponent("cost<=x")}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("BAD_QUERY");
    expect(body.error.message).toMatch(/^cost needs a number, got 'x'/);
    expect(body.error.column).toBe(6);
  });

  it("answers 422 naming the parameter for a bad page size", async () => {
    const res = await get("?pageSize=1000");
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.issues).toEqual([{ field: "pageSize", message: "is at most 100" }]);
  });

  it("never answers 500 for odd input", async () => {
    for (const q of [
      "(((",
      '"unclosed',
      "-",
      "or or",
      "t:",
      "sk:pilot=master",
      "\u0000",
      "cost>=99999999999999999999",
    ]) {
      const res = await get(`?q=${encodeURIComponent(q)}`);
      expect([200, 400]).toContain(res.status);
    }
  });

  it("answers a preflight request", () => {
    const res = route.OPTIONS();
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toContain("GET");
  });
});
