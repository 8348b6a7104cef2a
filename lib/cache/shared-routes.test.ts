import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answersPerUser, SHARED_ROUTES, sharedRouteOf } from "./shared-routes";

const deckId = "cmf3k2x9a0001abcdxyz12345";

describe("sharedRouteOf", () => {
  it("finds a deck's page with its own tag, and not the builder's pages beside it", () => {
    expect(sharedRouteOf(`/decks/${deckId}`)).toEqual({
      route: "/decks/[id]",
      tags: [`deck:${deckId}`, "catalogue"],
      cachedByNext: false,
      seconds: undefined,
    });
    for (const path of ["/decks/new", "/decks/compare", "/decks/import", `/decks/${deckId}/edit`, "/decks"])
      expect(sharedRouteOf(path), path).toBeUndefined();
    expect(sharedRouteOf("/decks/public")?.route).toBe("/decks/public");
  });
  it("keeps pages Next caches only as Next served them, and the per-request ones under their tags", () => {
    expect(sharedRouteOf("/cards/free-trader")).toMatchObject({ route: "/cards/[slug]", cachedByNext: true, tags: [] });
    expect(sharedRouteOf("/cards")).toMatchObject({ cachedByNext: false, tags: ["catalogue", "search"] });
    // The addresses the server answers without Next (ADR 015, 016): no Next cache entry can carry their tags.
    for (const path of ["/api/v1/cards", "/api/v1/cards/autocomplete", "/catalogue/results"])
      expect(sharedRouteOf(path), path).toMatchObject({ cachedByNext: false, tags: ["catalogue", "search"] });
    expect(sharedRouteOf("/decks/public")).toMatchObject({ tags: ["public-decks"], seconds: 10 });
  });
  it("leaves every other address alone: accounts, collections, events, the API's decks", () => {
    for (const path of ["/account", "/collection", "/events/x", "/api/v1/me/decks", "/cards/x/y", "/decks/public/x"])
      expect(sharedRouteOf(path), path).toBeUndefined();
  });
  it("names only routes that exist under app/", () => {
    for (const { route } of SHARED_ROUTES) {
      const folder = join(import.meta.dirname, "../../app", route);
      const file = route.replace(/^\//, "").replace(/\.(xml|txt|webmanifest)$/, "");
      const exists =
        ["page.tsx", "route.ts"].some((name) => existsSync(join(folder, name))) ||
        (["sitemap", "robots", "manifest"].includes(file) &&
          existsSync(join(import.meta.dirname, "../../app", `${file}.ts`)));
      expect(exists, route).toBe(true);
    }
  });
});

describe("answersPerUser", () => {
  it("names a catalogue search that mentions the collection, whatever its case or operator", () => {
    for (const q of ["own>=1 t:crew", "-(want>0)", "t:crew OWN=0", "Own<3"])
      expect(answersPerUser(`/cards?${new URLSearchParams({ q })}`)).toBe(true);
    for (const q of ["t:crew", "owner", "wanted poster"])
      expect(answersPerUser(`/cards?${new URLSearchParams({ q })}`)).toBe(false);
  });
  it("leaves other pages alone", () => {
    expect(answersPerUser("/rules?q=own")).toBe(false);
    expect(answersPerUser("/")).toBe(false);
  });
});
