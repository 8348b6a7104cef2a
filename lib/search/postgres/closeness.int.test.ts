// Among names that hold the query's words alike, the one nearest the query comes first, not the first by name: for
// each seed word held whole by several names (and begun by no other), as typed and with a typo, sorting all matches at
// once and in parts.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { readCatalogue } from "../../../seed/read-catalogue";
import { searchWords } from "../../cards/normalise-name";
import { parseQuery } from "../query/parse";
import { createPostgresEngine } from "./engine";

const db = useTestDatabase();

const names = [...new Set(readCatalogue().cards.map((c) => c.name))];

/** Words of 5+ letters that several names hold once, where the shortest such name is not the first by name. */
const TIED_WORDS = [...new Set(names.flatMap((n) => searchWords(n)))].flatMap((word) => {
  if (word.length < 5) return [];
  const begun = names.filter((n) => searchWords(n).some((w) => w.startsWith(word)));
  const heldOnce = begun.filter((n) => searchWords(n).filter((w) => w.startsWith(word)).length === 1);
  if (heldOnce.length < 3 || heldOnce.length !== begun.length || !heldOnce.every((n) => searchWords(n).includes(word)))
    return [];
  const byLength = [...heldOnce].sort((a, b) => a.length - b.length);
  const [nearest, next] = byLength;
  if (nearest!.length === next!.length || [...heldOnce].sort()[0] === nearest) return [];
  return [{ word, nearest: nearest! }];
});

/** The word with two letters of its middle swapped (one edit). */
const swapped = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

describe("closeness of the name to the query", () => {
  it("has seed words whose nearest name is not the first by name", () => {
    expect(TIED_WORDS.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ["sorting every match", {}],
    ["in parts", { sortAtMost: 0 }],
  ])("puts the name nearest the query first, %s", async (_, options) => {
    const engine = createPostgresEngine((sql, values) => db.prisma.$queryRawUnsafe(sql, ...values), options);
    const firsts: string[] = [];
    const wanted: string[] = [];
    for (const { word, nearest } of TIED_WORDS) {
      for (const typed of [word, swapped(word)]) {
        const parsed = parseQuery(typed);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const [id] = (await engine.search({ query: parsed.ast, page: 1, pageSize: 1, sort: "relevance" })).ids;
        const card = await db.prisma.card.findUnique({ where: { id: id! }, select: { name: true } });
        firsts.push(`${typed}: ${card?.name}`);
        wanted.push(`${typed}: ${nearest}`);
      }
    }
    expect(firsts).toEqual(wanted);
  });
});
