// The database's name_fold(), name_key() and search_text() against the
// TypeScript normaliser: the same folds, keys and search words, for every seed
// card and for generated names full of the characters either one changes.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { LETTER_FOLDS, LOOKALIKES, nameKey, normaliseName, searchWords } from "./normalise-name";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** Latin letters (plain, accented, upper case), digits, punctuation, lookalikes, odd spaces, invisible characters and combining accents. */
const LATIN_NAME_CHARACTERS = [
  ..."abcxyzABCXYZ0129 '\"-.,!&()/:",
  ..."\u00C9\u00E9\u00C5\u00F1\u00D6\u00FC\u00C7\u0130\u1E9E\u00D8\u00C6\u0152\u0141\u0110\u00D0\u00DE",
  ...Object.keys(LOOKALIKES),
  ...Object.keys(LETTER_FOLDS).filter((ch) => ch !== "\u03C2"),
  ..."\u00A0\u2009\u202F\u3000\t\n\u2028\u200B\u200D\u2060\uFEFF\u00AD\u0301\u0308\u0327\uFB01\uFF21\uFF4B\uFE58",
];
const latinNames = fc
  .array(fc.constantFrom(...LATIN_NAME_CHARACTERS), { maxLength: 30 })
  .map((chars) => chars.join(""));

async function inSql(fn: "name_key" | "name_fold", names: string[]): Promise<string[]> {
  const rows = await db.prisma.$queryRawUnsafe<{ key: string }[]>(
    `SELECT ${fn}(n) AS key FROM unnest($1::text[]) WITH ORDINALITY AS t(n, i) ORDER BY i`,
    names,
  );
  return rows.map((r) => r.key);
}

async function wordsInSql(texts: string[]): Promise<string[][]> {
  const rows = await db.prisma.$queryRawUnsafe<{ words: string[] }[]>(
    `SELECT array(SELECT lexeme FROM unnest(to_tsvector('simple', search_text(n))) ORDER BY lexeme) AS words
     FROM unnest($1::text[]) WITH ORDINALITY AS t(n, i) ORDER BY i`,
    texts,
  );
  return rows.map((r) => r.words);
}

const sortedWords = (text: string) => [...new Set(searchWords(text))].sort();

describe("name_fold() and name_key() in SQL, normaliseName() and nameKey() in TypeScript", () => {
  it("keep the same key for every seed card (card.nameKey, kept by a trigger)", async () => {
    const rows = await db.prisma.card.findMany({ select: { name: true, nameKey: true } });
    expect(rows.length).toBe(readCatalogue().cards.length);
    for (const row of rows) expect(row.nameKey).toBe(nameKey(row.name));
  });

  it("agree on generated Latin-script names with typographic punctuation, accents and odd spaces", async () => {
    const names = fc.sample(latinNames, { numRuns: 3000, seed: 17 });
    const [folds, keys] = [await inSql("name_fold", names), await inSql("name_key", names)];
    names.forEach((name, i) => expect([name, folds[i], keys[i]]).toEqual([name, normaliseName(name), nameKey(name)]));
  });

  it("split text into the same search words", async () => {
    const { cards } = readCatalogue();
    const texts = [...cards.map((c) => c.name), ...fc.sample(latinNames, { numRuns: 2000, seed: 23 })];
    const words = await wordsInSql(texts);
    texts.forEach((text, i) => expect([text, words[i]]).toEqual([text, sortedWords(text)]));
  });

  it("finds a card by its key whatever the typography", async () => {
    const [card] = await db.prisma.card.findMany({ where: { name: { contains: "'" } }, take: 1 });
    const typed = `  ${card!.name.replaceAll("'", "\u2019").toUpperCase()}\u00A0`;
    const found = await db.prisma.card.findMany({ where: { nameKey: nameKey(typed) }, select: { id: true } });
    expect(found.map((c) => c.id)).toContain(card!.id);
  });

  it("finds a hyphenated name typed without its hyphen, its words run together or split", async () => {
    const [card] = await db.prisma.card.findMany({ where: { name: { contains: "-" } }, take: 1 });
    const [first, ...rest] = card!.name.split(/[\s-]+/);
    for (const typed of [
      card!.name.replaceAll("-", " "),
      card!.name.replaceAll("-", ""),
      `${first}${rest.join(" ")}`,
    ]) {
      const found = await db.prisma.card.findMany({ where: { nameKey: nameKey(typed) }, select: { id: true } });
      expect([typed, found.map((c) => c.id)]).toEqual([typed, [card!.id]]);
    }
  });
});
