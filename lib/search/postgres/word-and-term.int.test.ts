// A word and a keyed term every match holds are read in one scan of the card's words-and-terms index: the word's
// short list narrows the term's long one there, where the term used to be tested on every card holding the word.
// Without a word read from the index, a common term is still tested on the rows the other conditions bring.
import { describe, expect, it, onTestFinished } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { createDatabaseClient, type RunSql } from "../../database/prisma-client";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();

/** Each statement of the search for `q` that reads cards, and its plan on its values as PostgreSQL would use indexes. */
async function plansOf(q: string): Promise<{ sql: string; plan: string }[]> {
  const app = createDatabaseClient(db.url, { max: 1 });
  onTestFinished(() => app.close());
  const cardStatements: { sql: string; values: unknown[] }[] = [];
  const run: RunSql = (sql, values, planned) => {
    if (sql.includes("FROM card c")) cardStatements.push({ sql, values });
    return app.runSql(sql, values, planned);
  };
  const parsed = parseQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  await createPostgresEngine(run).search({ query: parsed.ast, page: 1, pageSize: 20, sort: "relevance" });
  // The seed is small enough for a scan to be cheapest: the plan with indexes says which conditions one index reads.
  await app.runSql("SET enable_seqscan = off", []);
  const plans: { sql: string; plan: string }[] = [];
  for (const { sql, values } of cardStatements) {
    const rows = await app.runSql<{ "QUERY PLAN": string }>(`EXPLAIN ${sql}`, values);
    plans.push({ sql, plan: rows.map((r) => r["QUERY PLAN"]).join("\n") });
  }
  return plans;
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
    const [{ sql, plan }] = (await plansOf("astrogation t:crew")) as [{ sql: string; plan: string }];
    expect(sql).not.toMatch(TERM_TESTED_ON_ROWS);
    expect(indexConditions(plan).some((c) => c.includes(`"searchVector" @@`) && c.includes(`"searchTerms" @>`))).toBe(
      true,
    );
  });

  it("tests the term on the rows others bring when no word narrows them", async () => {
    // "exert" is in more than a third of the seed's cards.
    const [{ sql }] = (await plansOf("exert t:crew")) as [{ sql: string; plan: string }];
    expect(sql).toMatch(TERM_TESTED_ON_ROWS);
  });
});
