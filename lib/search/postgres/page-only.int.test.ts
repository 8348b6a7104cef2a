// Suggestions as a player types need a page of names, not a count: asked so, a ranked search skips counting its
// matches (up to 501 more rows read per keystroke) and gives the same page.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();

describe("a search asked for its page only", () => {
  it.each(["crew", "sal", "merr lant", "target"])("gives the same page for %s without counting", async (q) => {
    const statements: string[] = [];
    // sortAtMost 0: the ranked parts, as on a catalogue too large to sort every match.
    const engine = createPostgresEngine(
      (sql, values) => {
        statements.push(sql);
        return db.prisma.$queryRawUnsafe(sql, ...values);
      },
      { sortAtMost: 0 },
    );
    const parsed = parseQuery(q);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const request = { query: parsed.ast, page: 1, pageSize: 3, sort: "relevance" as const };
    const counted = await engine.search(request);
    const countStatements = statements.filter((s) => s.includes("SELECT 1 FROM card c")).length;
    statements.length = 0;
    const pageOnly = await engine.search({ ...request, count: false });
    expect(countStatements).toBeGreaterThan(0);
    expect(statements.filter((s) => s.includes("SELECT 1 FROM card c"))).toEqual([]);
    expect(pageOnly.ids).toEqual(counted.ids);
    expect(pageOnly.total).toBe(pageOnly.ids.length);
    expect(pageOnly.totalIsLowerBound).toBe(counted.total > pageOnly.ids.length);
  });
});
