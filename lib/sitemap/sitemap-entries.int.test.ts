import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";

const { cards, sets } = readCatalogue();
let db: TestDatabase;
let sitemap: typeof import("./sitemap-entries");

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  sitemap = await import("./sitemap-entries");
});
afterAll(() => db.drop());

describe("sitemapEntries", () => {
  it("lists the catalogue pages, every card and set, every rules entry, and public decks only", async () => {
    const user = await db.prisma.user.create({ data: { email: "sitemap@example.com", name: "Mapper" } });
    const format = await db.prisma.format.findFirstOrThrow();
    const [shared, hidden] = await Promise.all([
      db.prisma.deck.create({ data: { ownerId: user.id, name: "Shared", formatId: format.id, visibility: "PUBLIC" } }),
      db.prisma.deck.create({
        data: { ownerId: user.id, name: "Hidden", formatId: format.id, visibility: "UNLISTED" },
      }),
    ]);
    const entries = await sitemap.sitemapEntries();
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/cards", "/rules", "/rules/card-anatomy", "/syntax", "/sets", "/decks/public"]),
    );
    expect(paths.filter((p) => p.startsWith("/cards/")).sort()).toEqual(cards.map((c) => `/cards/${c.slug}`).sort());
    expect(paths.filter((p) => p.startsWith("/sets/"))).toEqual(sets.map((s) => `/sets/${s.code.toLowerCase()}`));
    const anchors = await db.prisma.glossaryEntry.findMany({ select: { anchor: true } });
    const sectionPages = ["/rules/Glossary", "/rules/Initial_Setup", "/rules/Round_Sequence"];
    expect(paths.filter((p) => p.startsWith("/rules/") && p !== "/rules/card-anatomy").sort()).toEqual(
      [...anchors.map((a) => `/rules/${a.anchor}`), ...sectionPages].sort(),
    );
    expect(paths).toContain(`/decks/${shared.id}`);
    expect(paths).not.toContain(`/decks/${hidden.id}`);
    expect(entries.find((e) => e.path === `/decks/${shared.id}`)?.lastModified).toEqual(shared.updatedAt);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
