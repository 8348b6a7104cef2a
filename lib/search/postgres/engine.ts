// PostgreSQL search: keyed filters as array containment on an indexed terms
// column, words through a weighted tsvector (GIN) and pg_trgm, ranked with
// name matches first; spelling corrections from a lexicon. Counts stop at a
// cap so a broad query never has to visit every match.
import type { QueryNode } from "../query/ast";
import type { Facets, SearchEngine, SearchHits, SearchRequest, SearchSort } from "../engine";
import { rankedWords } from "../query/terms";
import { likePattern, prefixQuery, SqlParams, toSqlCondition } from "./to-sql";

/** Runs one parameterised statement; the app passes Prisma's raw query, the benchmark a pg client. */
export type RunSql = <T>(sql: string, values: unknown[]) => Promise<T[]>;

/** Orders without words to rank by (relevance with words: relevancePage). */
function orderBy(sort: SearchSort): string {
  switch (sort) {
    case "name":
    case "relevance":
      return 'c."name", c."id"';
    case "cost":
      return 'c."cost" NULLS LAST, c."name", c."id"';
    case "set":
      return '(SELECT s."position" FROM card_set s WHERE s."code" = c."setCode"), c."number"';
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

/** Counting stops here: past it a total reads "at least" (a broad word in most cards' text would otherwise be counted row by row). */
export const COUNT_CAP = 500;

export function createPostgresEngine(run: RunSql, options: { countCap?: number } = {}): SearchEngine {
  const cap = options.countCap ?? COUNT_CAP;
  return {
    name: "postgres",
    async search(request: SearchRequest): Promise<SearchHits> {
      const params = new SqlParams();
      const where = request.query ? toSqlCondition(request.query, params) : "true";
      const whereValues = [...params.values];
      const words = rankedWords(request.query);
      const offset = (request.page - 1) * request.pageSize;
      const sql =
        request.sort === "relevance" && words.length
          ? relevancePage(where, words, params, offset + request.pageSize)
          : `SELECT c."id" FROM card c WHERE ${where} ORDER BY ${orderBy(request.sort)}`;
      const rows = await run<{ id: number }>(`${sql} LIMIT ${params.add(request.pageSize)} OFFSET ${params.add(offset)}`, params.values);
      const [counted] = await run<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM card c WHERE ${where} LIMIT ${cap + 1}) matches`,
        whereValues,
      );
      const total = Math.min(counted?.n ?? 0, cap);
      return {
        total,
        totalIsLowerBound: (counted?.n ?? 0) > cap,
        ids: rows.map((r) => r.id),
        facets: request.facets ? await facetsFor(run, where, whereValues) : null,
        corrections: total === 0 ? await correctionsFor(run, request.query) : {},
      };
    },
  };
}

/**
 * Relevance in two ordered parts, each cut at the end of the page asked for:
 * cards whose name holds the words (weighted full-text rank, then closeness of
 * the name), then the other matches by name. Each part can stop early (the
 * second walks the name index), where one ranked sort would score every match.
 */
function relevancePage(where: string, words: string[], params: SqlParams, rowsNeeded: number): string {
  const likes = words.map((w) => `c."name" ILIKE ${params.add(likePattern(w))}`);
  const prefixes = words.map(prefixQuery).filter((p): p is string => p !== null);
  const rank = prefixes.length
    ? `ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', c."searchVector", to_tsquery('english', ${params.add(prefixes.join(" | "))}))`
    : "0";
  const nameHits = likes.map((l) => `(${l})::int`).join(" + ");
  const anyNameHit = `(${likes.join(" OR ")})`;
  const cut = params.add(rowsNeeded);
  return `SELECT "id" FROM (
      (SELECT c."id", 0 AS part, ${nameHits} AS hits, ${rank} AS rank, similarity(c."name", ${params.add(words.join(" "))}) AS near, c."name"
       FROM card c WHERE ${where} AND ${anyNameHit}
       ORDER BY hits DESC, rank DESC, near DESC, c."name", c."id" LIMIT ${cut})
      UNION ALL
      (SELECT c."id", 1, 0, 0, 0, c."name" FROM card c WHERE ${where} AND NOT ${anyNameHit} ORDER BY c."name", c."id" LIMIT ${cut})
    ) ranked ORDER BY part, hits DESC, rank DESC, near DESC, "name", "id"`;
}
