// A query of one word that the lexicon counts in more than twice the cap's cards is not counted: its total is the
// cap, as a lower bound, as counting would have said. Other queries are counted.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();
const CAP = 5;

async function search(q: string, countCap: number) {
  const statements: string[] = [];
  const engine = createPostgresEngine(
    (sql, values) => {
      statements.push(sql);
      return db.prisma.$queryRawUnsafe(sql, ...values);
    },
    // sortAtMost 0: the ranked parts, as on a catalogue too large to sort every match.
    { countCap, sortAtMost: 0 },
  );
  const parsed = parseQuery(q);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const hits = await engine.search({ query: parsed.ast, page: 1, pageSize: 3, sort: "relevance" });
  return { hits, counted: statements.some((s) => s.includes("SELECT 1 FROM card c")) };
}

async function cardsHolding(word: string): Promise<number> {
  const [row] = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM card WHERE "retiredAt" IS NULL AND "searchVector" @@ to_tsquery('simple', $1)`,
    word,
  );
  return row!.n;
}

describe("the count of a one-word query", () => {
  it("is not read when the lexicon shows more than twice the cap's matches", async () => {
    expect(await cardsHolding("crew")).toBeGreaterThan(2 * CAP);
    const { hits, counted } = await search("crew", CAP);
    expect(counted).toBe(false);
    expect(hits).toMatchObject({ total: CAP, totalIsLowerBound: true });
    // Counted, the same answer.
    const full = await search("crew", 10_000);
    expect(full.counted).toBe(true);
    expect(full.hits.total).toBeGreaterThan(CAP);
    expect(full.hits.ids).toEqual(hits.ids);
  });

  it.each(["crew pilot", "crew -t:action", '"your ship"'])("is read for %s, more than one condition", async (q) => {
    expect((await search(q, CAP)).counted).toBe(true);
  });

  it("is read for a word in fewer cards", async () => {
    const { hits, counted } = await search("kestrel", CAP);
    expect(counted).toBe(true);
    expect(hits.total).toBe(Math.min(CAP, await cardsHolding("kestrel")));
  });
});
