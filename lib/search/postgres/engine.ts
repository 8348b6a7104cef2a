// PostgreSQL search: keyed filters as array containment on an indexed terms
// column, words through a weighted tsvector (GIN) and pg_trgm (typos, "did
// you mean"), ranked with name matches first.
import type { QueryNode } from "../query/ast";
import type { Facets, SearchEngine, SearchHits, SearchRequest, SearchSort } from "../engine";
import { likePattern, prefixQuery, rankedWords, SqlParams, toSqlCondition } from "./to-sql";

/** Runs one parameterised statement; the app passes Prisma's raw query, the benchmark a pg client. */
export type RunSql = <T>(sql: string, values: unknown[]) => Promise<T[]>;

function orderBy(sort: SearchSort, words: string[], params: SqlParams): string {
  switch (sort) {
    case "name":
      return 'c."name", c."id"';
    case "cost":
      return 'c."cost" NULLS LAST, c."name", c."id"';
    case "set":
      return '(SELECT s."position" FROM card_set s WHERE s."code" = c."setCode"), c."number"';
    case "relevance": {
      if (!words.length) return 'c."name", c."id"';
      const prefixes = words.map(prefixQuery).filter((p): p is string => p !== null);
      // Weighted: a word in the name (A) outranks one in subtypes, traits, keywords (B), then rules text (C).
      const rank = prefixes.length
        ? `ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', c."searchVector", to_tsquery('english', ${params.add(prefixes.join(" | "))})) DESC, `
        : "";
      const nameHits = words.map((w) => `(c."name" ILIKE ${params.add(likePattern(w))})::int`).join(" + ");
      // Cards whose name holds the words first, then full-text rank, then the closest names.
      return `(${nameHits}) DESC, ${rank}similarity(c."name", ${params.add(words.join(" "))}) DESC, c."name", c."id"`;
    }
  }
}

async function facetsFor(run: RunSql, where: string, values: unknown[]): Promise<Facets> {
  const rows = await run<{ facet: keyof Facets; value: string; count: number }>(
    `SELECT 'type' AS facet, c."type"::text AS value, count(*)::int AS count FROM card c WHERE ${where} GROUP BY 2
     UNION ALL SELECT 'set', c."setCode", count(*)::int FROM card c WHERE ${where} GROUP BY 2
     UNION ALL SELECT 'subtype', s, count(*)::int FROM card c, unnest(c."subtypes") s WHERE ${where} GROUP BY 2`,
    values,
  );
  const facets: Facets = { type: [], subtype: [], set: [] };
  for (const r of rows) facets[r.facet].push({ value: r.value, count: r.count });
  for (const list of [facets.type, facets.subtype, facets.set]) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return facets;
}

/** For each positive word: the nearest word of the catalogue (edit distance), when one is close. */
async function correctionsFor(run: RunSql, query: QueryNode | null): Promise<Record<string, string>> {
  const corrections: Record<string, string> = {};
  for (const word of rankedWords(query).filter((w) => /^[\p{L}\p{N}'-]+$/u.test(w))) {
    const [best] = await run<{ word: string }>(
      // Plain Levenshtein counts a swap of two letters as 2; a word with the same letters counts it as 1.
      `SELECT word FROM (
         SELECT word, levenshtein(word, lower($1)) AS distance FROM search_lexicon
         WHERE word <> lower($1) AND abs(length(word) - length($1)) <= 2
           AND levenshtein(word, lower($1)) <= CASE WHEN length($1) >= 5 THEN 2 ELSE 1 END) near
       ORDER BY distance - (array(SELECT unnest(string_to_array(word, NULL)) ORDER BY 1)
                          = array(SELECT unnest(string_to_array(lower($1), NULL)) ORDER BY 1))::int,
                similarity(word, lower($1)) DESC, word
       LIMIT 1`,
      [word],
    );
    if (best) corrections[word] = best.word;
  }
  return corrections;
}

export function createPostgresEngine(run: RunSql): SearchEngine {
  return {
    name: "postgres",
    async search(request: SearchRequest): Promise<SearchHits> {
      const params = new SqlParams();
      const where = request.query ? toSqlCondition(request.query, params) : "true";
      const whereValues = [...params.values];
      const order = orderBy(request.sort, rankedWords(request.query), params);
      const limit = params.add(request.pageSize);
      const offset = params.add((request.page - 1) * request.pageSize);
      const rows = await run<{ id: number; total: number }>(
        `SELECT c."id", count(*) OVER ()::int AS total FROM card c WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
        params.values,
      );
      let total = rows[0]?.total ?? 0;
      if (!rows.length && request.page > 1) {
        total = (await run<{ n: number }>(`SELECT count(*)::int AS n FROM card c WHERE ${where}`, whereValues))[0]?.n ?? 0;
      }
      return {
        total,
        ids: rows.map((r) => r.id),
        facets: request.facets ? await facetsFor(run, where, whereValues) : null,
        corrections: total === 0 ? await correctionsFor(run, request.query) : {},
      };
    },
  };
}
