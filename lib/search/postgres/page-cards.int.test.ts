// The page's cards read in the search's own statement (no statement more than a search of ids alone), field for field
// as Prisma reads them, or only their names, in every way the engine makes a page; and the card named exactly, for the
// name matcher.
import { describe, expect, it, onTestFinished } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { cardFieldsSelect, toCardFields } from "../../cards/card-fields";
import { nameKey } from "../../cards/normalise-name";
import { createDatabaseClient } from "../../database/prisma-client";
import type { RunSql } from "../../database/prisma-client";
import type { SearchRequest, SearchSort } from "../engine";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();

/** An engine on its own connection, and the statements it ran. */
function engineOf(options: { sortAtMost?: number } = {}) {
  const app = createDatabaseClient(db.url, { max: 1 });
  onTestFinished(() => app.close());
  const statements: string[] = [];
  const run: RunSql = (sql, values, planned) => {
    statements.push(sql);
    return app.runSql(sql, values, planned);
  };
  return { engine: createPostgresEngine(run, options), statements };
}

function request(q: string, sort: SearchSort, page = 1): SearchRequest {
  const parsed = parseQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { query: parsed.ast, page, pageSize: 7, sort };
}

const byId = <Card extends { id: number }>(rows: readonly Card[]) => [...rows].sort((a, b) => a.id - b.id);

describe("a search that reads its page's cards", () => {
  it.each([
    // Every match sorted at once (few), by relevance and by name; in parts (sortAtMost 0); a broad filter walked in
    // order; a page past the first.
    ["crew", "relevance", {}, 1],
    ["merr lant", "relevance", {}, 1],
    ["t:crew", "name", {}, 1],
    ["t:crew", "cost", {}, 2],
    ["crew", "relevance", { sortAtMost: 0 }, 1],
    ["target", "relevance", { sortAtMost: 0 }, 2],
    ["cost>=0", "set", { sortAtMost: 0 }, 1],
    // Cards with JSON fields: adventures' contracts and complications, ships' upgrade slots, heroic actions.
    ["t:adventure", "name", {}, 1],
    ["t:ship", "name", {}, 1],
    ["t:action", "set", {}, 1],
  ] as const)(
    "%s by %s (%o, page %i): the same page, its cards as Prisma reads them",
    async (q, sort, options, page) => {
      const plain = engineOf(options);
      const hits = await plain.engine.search(request(q, sort, page));
      const withCards = engineOf(options);
      const read = await withCards.engine.search({ ...request(q, sort, page), cards: true });
      const named = engineOf(options);
      const names = await named.engine.search({ ...request(q, sort, page), names: {} });

      expect(hits.ids.length).toBeGreaterThan(0);
      expect(read.ids).toEqual(hits.ids);
      expect([read.total, read.totalIsLowerBound]).toEqual([hits.total, hits.totalIsLowerBound]);
      expect(hits.cards).toBeUndefined();
      expect(withCards.statements).toHaveLength(plain.statements.length);
      const prismaRows = await db.prisma.card.findMany({ where: { id: { in: hits.ids } }, select: cardFieldsSelect });
      expect(byId(read.cards!)).toEqual(byId(prismaRows.map(toCardFields)));
      // A list of names reads the same page, and of each card only what names it.
      expect(names.ids).toEqual(hits.ids);
      expect(named.statements).toHaveLength(plain.statements.length);
      expect(byId(names.names!.page)).toEqual(byId(prismaRows.map(({ id, slug, name }) => ({ id, slug, name }))));
      expect(names.names!.exact).toBeNull();
    },
  );

  it("reads no cards for a page past the last, and the name of the card named exactly whatever it matched", async () => {
    const card = (await db.prisma.card.findFirst({
      where: { retiredAt: null },
      select: cardFieldsSelect,
      orderBy: { id: "asc" },
    }))!;
    const { engine } = engineOf();
    const past = await engine.search({ ...request("crew", "name", 500), cards: true });
    expect([past.ids, past.cards]).toEqual([[], []]);
    const pastNames = await engine.search({ ...request("crew", "name", 500), names: {} });
    expect([pastNames.ids, pastNames.names?.page]).toEqual([[], []]);

    const exact = await engine.search({ ...request("crew", "relevance"), names: { exactNameKey: nameKey(card.name) } });
    expect(exact.names!.exact).toEqual({ id: card.id, slug: card.slug, name: card.name });
    const none = await engine.search({
      ...request("crew", "relevance"),
      names: { exactNameKey: "no such name at all" },
    });
    expect(none.names!.exact).toBeNull();
  });
});
