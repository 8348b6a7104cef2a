import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../tests/database";
import { readCatalogue } from "../../../../../seed/read-catalogue";

const { cards } = readCatalogue();
useTestDatabase();
let route: typeof import("./route");
beforeAll(async () => {
  route = await import("./route");
});

const get = (q: string) =>
  route.GET(new Request(`http://starport.test/api/v1/cards/autocomplete?${new URLSearchParams({ q })}`));

describe("GET /api/v1/cards/autocomplete", () => {
  it("suggests the card whose name is being typed, at most 10 names, cacheable", async () => {
    const card = cards.find((c) => c.name.split(" ")[0]!.length >= 5)!;
    const res = await get(card.name.split(" ")[0]!.slice(0, 5).toLowerCase());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age");
    const { names } = (await res.json()) as { names: string[] };
    expect(names.length).toBeLessThanOrEqual(10);
    expect(names).toContain(card.name);
  });

  it("answers no names for nothing typed or only syntax", async () => {
    expect(await (await get("")).json()).toEqual({ names: [] });
    expect(await (await get(":()")).json()).toEqual({ names: [] });
  });
});
