// PostgreSQL search: keyed filters as array containment on an indexed terms
// column, words through a weighted tsvector (GIN) of the card's folded words,
// typos and prefixes through the word lexicon, ranked with matches as typed
// before typo matches and name matches before text matches. Counts stop at a
// cap so a broad query never has to visit every match.
import type { Facets, SearchEngine, SearchHits, SearchRequest, SearchSort } from "../engine";
import { queryWords } from "../words";
import { correctionsFor, lookUpTokens } from "./lexicon";
import type { RunSql } from "./run-sql";
import { SqlParams, toSqlCondition } from "./to-sql";
import { relevanceOrder } from "./relevance";
import { wordQueries } from "./word-queries";

export type { RunSql } from "./run-sql";

/** Orders without words to rank by (relevance with words: relevance.ts); `few`: the matches are few enough to sort (see SORT_AT_MOST). */
function orderBy(sort: SearchSort, few: boolean): string {
  switch (sort) {
    case "name":
    case "relevance":
      return few ? `c."name" || '', c."id"` : 'c."name", c."id"';
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

/** Counting stops here: past it a total reads "at least" (a broad word in most cards' text would otherwise be counted row by row). */
export const COUNT_CAP = 500;

/** Up to this many cards (or √(rows needed × catalogue), when more), matches are sorted rather than walked in name order. */
const SORT_AT_MOST = 2000;

export interface PostgresEngineOptions {
  countCap?: number;
  /** Overrides the bound above which matches are walked in name order (tests use 0 to take that path on a small catalogue). */
  sortAtMost?: number;
}

export function createPostgresEngine(run: RunSql, options: PostgresEngineOptions = {}): SearchEngine {
  const cap = options.countCap ?? COUNT_CAP;
  return {
    name: "postgres",
    async search(request: SearchRequest): Promise<SearchHits> {
      const words = queryWords(request.query);
      const tokens = words.flatMap((w) => w.tokens);
      const lexicon = await lookUpTokens(run, tokens);
      const queries = wordQueries(words, lexicon);

      const params = new SqlParams();
      const where = request.query ? toSqlCondition(request.query, params, queries.withTypos) : "true";
      const whereValues = [...params.values];
      const offset = (request.page - 1) * request.pageSize;
      const rowsNeeded = offset + request.pageSize;
      const sortAtMost = options.sortAtMost ?? Math.max(SORT_AT_MOST, Math.sqrt(rowsNeeded * lexicon.cards));
      const page =
        request.sort === "relevance" && queries.ranked.length
          ? relevanceOrder({
              where,
              asTyped: queries.forgives && request.query ? toSqlCondition(request.query, params, queries.asTyped) : null,
              queries,
              near: words.filter((w) => !w.negated).map((w) => w.node.value).join(" "),
              params,
              rowsNeeded,
              sortAtMost,
            })
          : `SELECT c."id" FROM card c WHERE ${where} ORDER BY ${orderBy(request.sort, queries.bounds("typos").matches <= sortAtMost)}`;
      // The page and the (capped) count in one round trip.
      const [row] = await run<{ ids: number[]; n: number }>(
        `SELECT ARRAY(${page} LIMIT ${params.add(request.pageSize)} OFFSET ${params.add(offset)}) AS ids,
                (SELECT count(*)::int FROM (SELECT 1 FROM card c WHERE ${where} LIMIT ${cap + 1}) matches) AS n`,
        params.values,
      );
      const counted = row?.n ?? 0;
      const total = Math.min(counted, cap);
      // "Did you mean" only for what matched nothing, typos forgiven: a correct word is never replaced.
      const unmatched = tokens.filter((t) => !lexicon.forms(t).known && lexicon.forms(t).typos.length === 0);
      return {
        total,
        totalIsLowerBound: counted > cap,
        ids: row?.ids ?? [],
        facets: request.facets ? await facetsFor(run, where, whereValues) : null,
        corrections: total === 0 ? await correctionsFor(run, unmatched) : {},
      };
    },
  };
}
