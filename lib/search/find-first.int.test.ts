// Find-first rates of issue 37: about 1,350 variants of the catalogue's names, typed as people type them
// (tests/fixtures/name-variants.ts), searched in relevance order. A rate, not a time: at least 95% of all variants
// and 90% of each class must find their card first. `npm run bench:search` prints the same table.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import {
  applyEdit,
  fairTypo,
  findFirstRates,
  firstNames,
  nameVariants,
  type NameVariant,
} from "../../tests/fixtures/name-variants";
import { searchWords } from "../cards/normalise-name";
import { parseQuery } from "./query/parse";
import type { SearchEngine } from "./engine";
import { readCatalogue } from "../../seed/read-catalogue";
import { createPostgresEngine } from "./postgres/engine";

const db = useTestDatabase();
const variants = nameVariants(readCatalogue().cards.map((c) => c.name));
let results: { variant: NameVariant; first: string | undefined }[];
let engine: SearchEngine;
let names: Map<number, string>;

beforeAll(async () => {
  engine = createPostgresEngine((sql, values) => db.prisma.$queryRawUnsafe(sql, ...values));
  names = new Map((await db.prisma.card.findMany({ select: { id: true, name: true } })).map((c) => [c.id, c.name]));
  results = await firstNames({ engine, variants, nameOf: (id) => names.get(id) });
}, 300_000);

describe("find-first rates over the catalogue's typed name variants", () => {
  it("has variants of every class the issue names", () => {
    expect(variants.length).toBeGreaterThan(1_200);
    expect(findFirstRates(results).classes.length).toBeGreaterThanOrEqual(10);
  });

  it("finds the card first for at least 95% of all variants", () => {
    const { overall } = findFirstRates(results);
    expect(overall.found / overall.total).toBeGreaterThanOrEqual(0.95);
  });

  it("finds the card first for at least 90% of the variants of each class", () => {
    const below = findFirstRates(results).classes.filter((c) => c.found / c.total < 0.9);
    const misses = (variantClass: string) =>
      results
        .filter((r) => r.variant.variantClass === variantClass && r.first !== r.variant.name)
        .slice(0, 5)
        .map((r) => `${r.variant.query} -> ${r.first ?? "nothing"}`);
    expect(below.map((c) => ({ ...c, misses: misses(c.variantClass) }))).toEqual([]);
  });
});

describe("one edit within the typo budget", () => {
  const catalogueNames = [...new Set(readCatalogue().cards.map((c) => c.name))];
  const nameWords = new Set(catalogueNames.flatMap((n) => searchWords(n)));

  it("finds the card first, for random names and random single edits (edits near another name word left out)", async () => {
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...catalogueNames),
        fc.nat(),
        fc.constantFrom("substitute", "delete", "insert", "swap" as const),
        fc.nat(),
        fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
        async (name, wordAt, edit, at, letter) => {
          const words = searchWords(name);
          const i = wordAt % words.length;
          const typo = applyEdit(words[i]!, edit, at % words[i]!.length, letter);
          fc.pre(typo !== null && fairTypo(words[i]!, typo, nameWords));
          tried++;
          const query = words.map((w, j) => (j === i ? typo : w)).join(" ");
          const parsed = parseQuery(query);
          expect(parsed.ok).toBe(true);
          const hits = await engine.search({
            query: parsed.ok ? parsed.ast : null,
            page: 1,
            pageSize: 1,
            sort: "relevance",
          });
          expect([query, names.get(hits.ids[0]!)]).toEqual([query, name]);
        },
      ),
      { numRuns: 150, seed: 37, maxSkipsPerRun: 50 },
    );
    expect(tried).toBe(150);
  }, 300_000);
});
