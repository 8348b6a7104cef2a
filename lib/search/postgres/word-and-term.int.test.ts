// A word and a keyed term every match holds are read in one scan of the card's words-and-terms index: the word's
// short list narrows the term's long one there, where the term used to be tested on every card holding the word.
// Without a word read from the index, a common term is still tested on the rows the other conditions bring.
import { describe, expect, it, onTestFinished } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { createDatabaseClient, type RunSql } from "../../database/prisma-client";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();

/** The search's statement for `q` (the first that reads cards), and its plan on its values as PostgreSQL would use indexes. */
async function searchStatementOf(q: string): Promise<{ sql: string; plan: string }> {
  const app = createDatabaseClient(db.url, { max: 1 });
  onTestFinished(() => app.close());
  let statement: { sql: string; values: unknown[] } | undefined;
  const run: RunSql = (sql, values, planned) => {
    if (!statement && sql.includes("FROM card c")) statement = { sql, values };
    return app.runSql(sql, values, planned);
  };
  const parsed = parseQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  await createPostgresEngine(run).search({ query: parsed.ast, page: 1, pageSize: 20, sort: "relevance" });
  if (!statement) throw new Error(`no statement read cards for '${q}'`);
  // The seed is small enough for a scan to be cheapest: the plan with indexes says which conditions one index reads.
  await app.runSql("SET enable_seqscan = off", []);
  const rows = await app.runSql<{ "QUERY PLAN": string }>(`EXPLAIN ${statement.sql}`, statement.values);
  return { sql: statement.sql, plan: rows.map((r) => r["QUERY PLAN"]).join("\n") };
}

const indexConditions = (plan: string) => plan.split("\n").filter((line) => line.includes("Index Cond"));
const TERM_TESTED_ON_ROWS = /"searchTerms" @> ARRAY\[\$\d+\]::text\[\] IS TRUE/;

describe("a word and a common keyed term", () => {
  it("t:crew is a common term on the seed catalogue", async () => {
    const [row] = await db.prisma.$queryRawUnsafe<{ share: number }[]>(
      `SELECT (SELECT cards FROM search_term_stats WHERE term = 't:crew')::float / (SELECT count(*) FROM card) AS share`,
    );
    expect(row?.share).toBeGreaterThan(0.2);
  });

  it("reads a narrow word and the term in one index scan", async () => {
    const { sql, plan } = await searchStatementOf("astrogation t:crew");
    expect(sql).not.toMatch(TERM_TESTED_ON_ROWS);
    expect(indexConditions(plan).some((c) => c.includes(`"searchVector" @@`) && c.includes(`"searchTerms" @>`))).toBe(
      true,
    );
  });

  it("tests the term on the rows others bring when no word narrows them", async () => {
    // "exert" is in more than a third of the seed's cards.
    const { sql } = await searchStatementOf("exert t:crew");
    expect(sql).toMatch(TERM_TESTED_ON_ROWS);
  });
});
