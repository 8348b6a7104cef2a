// A new search pays for its facets once: the three counts (type, set, subtype) come from one read of the matches,
// not from the query's condition met three times, and not at all when nothing matched. Checked on the plan
// PostgreSQL makes, not on a clock.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();

interface PlanNode {
  "Relation Name"?: string;
  Plans?: PlanNode[];
}
const readsOf = (node: PlanNode, table: string): number =>
  (node["Relation Name"] === table ? 1 : 0) + (node.Plans ?? []).reduce((n, p) => n + readsOf(p, table), 0);

describe("facet counts", () => {
  it.each(["pilot", "merr lant", "t:crew", "cost<=2 -t:gear"])("read the card table once for %s", async (q) => {
    const statements: { sql: string; values: unknown[] }[] = [];
    const engine = createPostgresEngine((sql, values) => {
      statements.push({ sql, values });
      return db.prisma.$queryRawUnsafe(sql, ...values);
    });
    const parsed = parseQuery(q);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const hits = await engine.search({ query: parsed.ast, page: 1, pageSize: 20, sort: "relevance", facets: true });
    expect(hits.facets!.type.reduce((n, f) => n + f.count, 0)).toBe(hits.total);
    const facets = statements.filter((s) => s.sql.includes("AS facet"));
    expect(facets).toHaveLength(1);
    const rows = await db.prisma.$queryRawUnsafe<{ "QUERY PLAN": { Plan: PlanNode }[] }[]>(
      `EXPLAIN (FORMAT JSON) ${facets[0]!.sql}`,
      ...facets[0]!.values,
    );
    const plan = rows[0]!["QUERY PLAN"];
    expect(readsOf(plan[0]!.Plan, "card")).toBe(1);
  });

  it("are not asked of PostgreSQL when nothing matched (every count is zero)", async () => {
    const statements: string[] = [];
    const engine = createPostgresEngine((sql, values) => {
      statements.push(sql);
      return db.prisma.$queryRawUnsafe(sql, ...values);
    });
    const parsed = parseQuery("cargo hau");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const hits = await engine.search({ query: parsed.ast, page: 1, pageSize: 20, sort: "relevance", facets: true });
    expect(hits.total).toBe(0);
    expect(hits.facets).toEqual({ type: [], subtype: [], set: [] });
    expect(statements.filter((sql) => sql.includes("AS facet"))).toEqual([]);
  });
});
