// Asked for card columns (and a name key), the engine reads the page's cards and the card of that name in the page's
// own statement: a search as a player types is one round trip.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { nameKey } from "../../cards/normalise-name";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();

describe("a search asked for its cards", () => {
  it.each([
    ["merr lant", 0],
    ["kestral", 0],
    ["t:crew", 0],
    ["salvage", 2000],
    ["zzqx", 2000],
  ])("reads the page's cards and the named card for %s in one statement (sortAtMost %i)", async (q, sortAtMost) => {
    const statements: string[] = [];
    const engine = createPostgresEngine(
      (sql, values) => {
        statements.push(sql);
        return db.prisma.$queryRawUnsafe(sql, ...values);
      },
      { sortAtMost },
    );
    const parsed = parseQuery(q);
    if (!parsed.ok) throw new Error(parsed.error.message);
    await engine.search({ query: parsed.ast, page: 1, pageSize: 5, sort: "relevance" }); // the lexicon read
    statements.length = 0;
    const some = await db.prisma.card.findFirstOrThrow({ orderBy: { id: "desc" } });
    const hits = await engine.search({
      query: parsed.ast,
      page: 1,
      pageSize: 5,
      sort: "relevance",
      count: false,
      cardColumns: ["slug", "name"],
      namedKey: nameKey(some.name),
    });
    expect(statements).toHaveLength(1);
    const stored = await db.prisma.card.findMany({
      where: { id: { in: hits.ids } },
      select: { id: true, slug: true, name: true },
    });
    expect(hits.cards).toEqual(hits.ids.map((id) => stored.find((c) => c.id === id)));
    // A search that finds nothing through the sorted scan has no row to carry the named card: the caller reads it.
    if (hits.ids.length > 0 || sortAtMost === 0)
      expect(hits.named).toEqual({ id: some.id, slug: some.slug, name: some.name });
  });

  it("says there is no card of a name key none has", async () => {
    const engine = createPostgresEngine((sql, values) => db.prisma.$queryRawUnsafe(sql, ...values));
    const parsed = parseQuery("pilot");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const hits = await engine.search({
      query: parsed.ast,
      page: 1,
      pageSize: 5,
      sort: "relevance",
      cardColumns: ["name"],
      namedKey: "nosuchcardnameatall",
    });
    expect(hits.named).toBeNull();
    expect(hits.cards!.map((c) => c.id)).toEqual(hits.ids);
  });
});
