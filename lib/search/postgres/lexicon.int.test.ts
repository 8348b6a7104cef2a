// The lexicon's marks on name words run together: they are found as typed ("clothweave"), and the typo scan reads
// only the words a typo may stand for (joined words are most of the lexicon on a large catalogue): the words as the
// catalogue writes them, and a name word run together with a neighbour of one letter ("merrows").
import pg from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { searchWords } from "../../cards/normalise-name";
import { parseQuery } from "../query/parse";
import { queryWords } from "../words";
import { createPostgresEngine } from "./engine";
import { lookUpLexicon } from "./lexicon";

const db = useTestDatabase();
const run = <T>(sql: string, values: unknown[]) => db.prisma.$queryRawUnsafe<T[]>(sql, ...values);

async function lexicon(): Promise<Map<string, { joined: boolean; typoTarget: boolean }>> {
  const rows = await run<{ word: string; joined: boolean; typoTarget: boolean }>(
    `SELECT word, joined, "typoTarget" FROM search_lexicon`,
    [],
  );
  return new Map(rows.map(({ word, ...marks }) => [word, marks]));
}

describe("the lexicon's joined name words", () => {
  it("marks every name word as written, and each neighbouring pair run together as joined", async () => {
    const words = await lexicon();
    const names = (await db.prisma.card.findMany({ select: { name: true } })).map((c) => searchWords(c.name));
    const written = new Set(names.flat());
    const pairs = names.flatMap((w) =>
      w.slice(1).map((next, i) => ({ pair: w[i] + next, short: Math.min(w[i]!.length, next.length) === 1 })),
    );
    const joinedPairs = pairs.filter(({ pair }) => !written.has(pair));
    expect(joinedPairs.length).toBeGreaterThan(50);
    expect([...written].filter((w) => words.get(w)?.joined !== false || !words.get(w)?.typoTarget)).toEqual([]);
    // A pair is written elsewhere when a card's text holds it as a word.
    const inText = new Set(
      (
        await run<{ word: string }>(
          `SELECT DISTINCT w AS word FROM card, unnest(tsvector_to_array(to_tsvector('simple', search_text(text)))) w`,
          [],
        )
      ).map((r) => r.word),
    );
    const elsewhere = joinedPairs.filter(({ pair }) => !inText.has(pair));
    expect(elsewhere.filter(({ pair }) => words.get(pair)?.joined !== true)).toEqual([]);
    // A typo may stand for a pair with a one-letter word in it, not for another pair (unless some name holds it short).
    const shortPairs = new Set(pairs.filter((p) => p.short).map((p) => p.pair));
    expect(elsewhere.filter(({ pair }) => words.get(pair)?.typoTarget !== shortPairs.has(pair))).toEqual([]);
    expect(words.get("clothweave")).toEqual({ joined: true, typoTarget: false });
    expect(words.get("merrows")).toEqual({ joined: true, typoTarget: true });
    expect(words.get("cloth")).toEqual({ joined: false, typoTarget: true });
  });

  it("finds a joined word as typed and never reads one as a typo's spelling", async () => {
    const forms = async (q: string) => {
      const parsed = parseQuery(q);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const [word] = queryWords(parsed.ast);
      const found = await lookUpLexicon(run, [word!], []);
      return found.forms(word!.tokens[0]!);
    };
    expect((await forms("clothweave")).known).toBe(true);
    // One swap from "clothweave", one from "weave": only the written word is its typo; "merreows" stands for "merrows".
    expect((await forms("clothwaeve")).typos).toEqual([]);
    expect((await forms("waeve")).typos.map((t) => t.word)).toContain("weave");
    expect((await forms("merreows")).typos.map((t) => t.word)).toContain("merrows");
    const engine = createPostgresEngine(run);
    const parsed = parseQuery("clothweave vest");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const hits = await engine.search({ query: parsed.ast, page: 1, pageSize: 1, sort: "relevance" });
    const [first] = await db.prisma.card.findMany({ where: { id: { in: hits.ids } }, select: { name: true } });
    expect(first?.name).toBe("Cloth-Weave Vest");
  });

  it("lists a prefix as the written words it begins, unless a shorter written word it begins with is run together", async () => {
    const words = await lexicon();
    const formsOf = async (q: string) => {
      const parsed = parseQuery(q);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const [word] = queryWords(parsed.ast);
      return (await lookUpLexicon(run, [word!], [])).forms(word!.tokens[0]!);
    };
    const written = (prefix: string) =>
      [...words].filter(([w, marks]) => !marks.joined && w.startsWith(prefix)).map(([w]) => w);
    expect(written("jett").length).toBeGreaterThan(0);
    expect((await formsOf("jett")).begins?.sort()).toEqual(written("jett").sort());
    // "clothwe" begins only "clothweave", run together from "cloth", a written word "clothwe" begins with.
    expect(await formsOf("clothwe")).toMatchObject({ known: true, begins: null });
    const engine = createPostgresEngine(run);
    const parsed = parseQuery("clothwe");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const hits = await engine.search({ query: parsed.ast, page: 1, pageSize: 5, sort: "relevance" });
    const names = (await db.prisma.card.findMany({ where: { id: { in: hits.ids } }, select: { name: true } })).map(
      (c) => c.name,
    );
    expect(names).toContain("Cloth-Weave Vest");
  });
});

describe("the lexicon's statement as kept prepared", () => {
  it("looks up a prefix token's shorter beginnings in the word index, never reading the whole lexicon", async () => {
    // A generic plan, as a statement kept prepared is run: the planner once read the lexicon (small on the seed)
    // for every prefix token's beginnings, half the statement's time.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    onTestFinished(() => client.end());
    await client.query("SET plan_cache_mode = force_generic_plan");
    const parsed = parseQuery("merro lanter");
    if (!parsed.ok) throw new Error(parsed.error.message);
    const plans: string[] = [];
    await lookUpLexicon(
      async <T>(sql: string, values: unknown[]) => {
        const [tokens, terms] = values as [string, string[]];
        await client.query(`PREPARE lexicon_plan(jsonb, text[]) AS ${sql}`);
        const plan = await client.query<{ "QUERY PLAN": string }>(
          `EXPLAIN EXECUTE lexicon_plan(${client.escapeLiteral(tokens)}, ${client.escapeLiteral(`{${terms.join(",")}}`)})`,
        );
        plans.push(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
        return [] as T[];
      },
      queryWords(parsed.ast),
      [],
    );
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/Index Scan using search_lexicon_word_idx/);
    expect(plans[0]).not.toMatch(/Seq Scan on search_lexicon /);
  });
});
