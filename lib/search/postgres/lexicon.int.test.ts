// The lexicon is read once per process and kept: a refresh of the search views (a catalogue load) reaches search
// at the next check of its version, and nothing else is read meanwhile.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { POSTGRES_REFRESH } from "../refresh";
import { queryWords } from "../words";
import { lexiconSource } from "./lexicon";
import type { RunSql } from "./run-sql";

const db = useTestDatabase();

const wordsOf = (value: string) => queryWords({ kind: "word", value });

describe("the lexicon held in memory", () => {
  it("is read once, and again only after a refresh changed it", async () => {
    const statements: string[] = [];
    const run: RunSql = (sql, values) => {
      statements.push(sql);
      return db.prisma.$queryRawUnsafe(sql, ...values);
    };
    const recheck = { ms: 60_000 };
    const source = lexiconSource(run, () => recheck.ms);
    const [first, again] = await Promise.all([source(), source()]);
    expect(again).toBe(first);
    expect(statements).toHaveLength(1);
    expect(first.lookUp(wordsOf("zyxoplankton"), []).forms({ word: "zyxoplankton", prefix: true }).known).toBe(false);

    const card = await db.prisma.card.findFirstOrThrow({ orderBy: { id: "asc" } });
    await db.prisma.card.update({ where: { id: card.id }, data: { name: `${card.name} Zyxoplankton` } });
    recheck.ms = 0;
    // Unchanged views: the version is read, the lexicon is not.
    expect(await source()).toBe(first);
    expect(statements).toHaveLength(2);

    for (const statement of POSTGRES_REFRESH) await db.prisma.$executeRawUnsafe(statement);
    const refreshed = await source();
    expect(refreshed).not.toBe(first);
    const forms = refreshed.lookUp(wordsOf("zyxoplank"), []).forms({ word: "zyxoplank", prefix: true });
    expect(forms).toMatchObject({ known: true, typed: { cards: 1, inNames: 1 } });
    const typo = refreshed.lookUp(wordsOf("zyxoplamktom"), []).forms({ word: "zyxoplamktom", prefix: true });
    expect(typo.typos.map((t) => t.word)).toEqual(["zyxoplankton"]);
  });
});
