// A statement kept prepared is planned once for all its values after five runs: for a keyed term or a range that plan
// fits one count of cards (sorting thousands where a walk in name order would stop at twenty). On a large catalogue
// those statements are planned with their values every run; a query of words alone keeps its prepared statement, and
// on a small catalogue (the seed's) every statement does, planning costing more than any plan's reading.
import { describe, expect, it, onTestFinished } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { createDatabaseClient } from "../../database/prisma-client";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();

describe("which search statements stay prepared", () => {
  it.each([
    ["t:crew sk:pilot", false],
    ["vp>=4 t:adventure", false],
    ["exert -t:action", false],
    ["pilot", true],
    ['"your ship" exert', true],
  ])("%s: the search statement prepared: %s", async (q, prepared) => {
    // One connection, so the statements listed are the ones the search ran.
    const app = createDatabaseClient(db.url, { max: 1 });
    onTestFinished(() => app.close());
    const parsed = parseQuery(q);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const hits = await createPostgresEngine(app.runSql, { planEachRunFrom: 0 }).search({
      query: parsed.ast,
      page: 1,
      pageSize: 20,
      sort: "relevance",
      facets: true,
    });
    expect(hits.total).toBeGreaterThan(0);
    const statements = (
      await app.runSql<{ statement: string }>("SELECT statement FROM pg_prepared_statements", [])
    ).map((s) => s.statement);
    // The statements that read cards (the lexicon's reads only words and counts).
    expect(statements.some((s) => s.includes("FROM card c WHERE"))).toBe(prepared);
  });

  it("keeps keyed statements prepared on a catalogue too small to gain from planning them anew", async () => {
    const app = createDatabaseClient(db.url, { max: 1 });
    onTestFinished(() => app.close());
    const engine = createPostgresEngine(app.runSql);
    for (const q of ["pilot", "exert -t:action"]) {
      const parsed = parseQuery(q);
      if (!parsed.ok) throw new Error(parsed.error.message);
      await engine.search({ query: parsed.ast, page: 1, pageSize: 20, sort: "relevance" });
    }
    const statements = (
      await app.runSql<{ statement: string }>("SELECT statement FROM pg_prepared_statements", [])
    ).map((s) => s.statement);
    expect(statements.some((s) => s.includes(`"searchTerms" @>`))).toBe(true);
  });
});
