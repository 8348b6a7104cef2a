import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../tests/database";
import { readCatalogue } from "../../../../seed/read-catalogue";

const { cards } = readCatalogue();
useTestDatabase();
let route: typeof import("./route");
beforeAll(async () => {
  route = await import("./route");
});

const get = (slug: string) =>
  route.GET(new Request(`http://starport.test/api/card-faces/${slug}`), { params: Promise.resolve({ slug }) });

describe("GET /api/card-faces/{slug}", () => {
  it("answers the card's face fields, cacheable", async () => {
    const crew = cards.find((c) => c.type === "CREW")!;
    const res = await get(crew.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age");
    const body = await res.json();
    expect(body).toMatchObject({ slug: crew.slug, name: crew.name, type: "CREW" });
    expect(body.id).toBeUndefined();
  });

  it("answers 404 for an unknown card and 422 naming the slug for a malformed one", async () => {
    expect((await get("no-such-card")).status).toBe(404);
    const bad = await get("NOT%20A%20SLUG");
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("slug");
  });
});
