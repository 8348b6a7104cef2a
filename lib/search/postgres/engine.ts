// PostgreSQL search: keyed filters as array containment on an indexed terms
// column, words through a weighted tsvector (GIN) of the card's folded words,
// typos and prefixes through the word lexicon, ranked with matches as typed
// before typo matches and name matches before text matches. Counts stop at a
// cap so a broad query never has to visit every match.
import type { Facets, SearchEngine, SearchHits, SearchRequest, SearchSort } from "../engine";
import { queryWords, type QueryWord } from "../words";
import { termFor } from "../query/terms";
import type { QueryNode } from "../query/ast";
import { correctionsFor, isCommon, lookUpLexicon, type Lexicon } from "./lexicon";
import { relevanceOrder } from "./relevance";
import type { RunSql } from "../../database/prisma-client";
import { SqlParams, canStartFromCollection, toCollectionFirstCondition, toSqlCondition } from "./to-sql";
import { wordQueries } from "./word-queries";
import { readPageCards, readPageNames, withPageCards, type HitsRow } from "./page-cards";

export type { RunSql } from "../../database/prisma-client";

/** Orders without words to rank by (relevance with words: relevance.ts); `sortAll`: the matches are few enough to sort. */
function orderBy(sort: SearchSort, sortAll: boolean): string {
  switch (sort) {
    case "name":
    case "relevance":
      // Sorting by an expression no index holds keeps the planner off a name-order walk that would find too few matches to stop early.
      return sortAll ? `c."name" || '', c."id"` : 'c."name", c."id"';
    case "cost":
      return 'c."cost" NULLS LAST, c."name", c."id"';
    case "set":
      return '(SELECT s."position" FROM card_set s WHERE s."code" = c."setCode"), c."number"';
  }
}

/** The three counts from one read of the matches: the query's condition (text search, index scans) is met once, not once per facet. */
async function facetsFor(
  run: RunSql,
  where: string,
  values: unknown[],
  options: { planEachRun: boolean },
): Promise<Facets> {
  const rows = await run<{ facet: keyof Facets; value: string; count: number }>(
    `WITH m AS MATERIALIZED (SELECT c."type", c."setCode", c."subtypes" FROM card c WHERE ${where})
     SELECT 'type' AS facet, m."type"::text AS value, count(*)::int AS count FROM m GROUP BY 2
     UNION ALL SELECT 'set', m."setCode", count(*)::int FROM m GROUP BY 2
     UNION ALL SELECT 'subtype', s, count(*)::int FROM m, unnest(m."subtypes") s GROUP BY 2`,
    values,
    options,
  );
  const facets: Facets = { type: [], subtype: [], set: [] };
  for (const r of rows) facets[r.facet].push({ value: r.value, count: r.count });
  for (const list of [facets.type, facets.subtype, facets.set])
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return facets;
}

/** A retired card (issue 38) stays for the decks, collections and registrations that hold it, and is never found. */
function inCatalogue(condition: string): string;
function inCatalogue(condition: string | null): string | null;
function inCatalogue(condition: string | null): string | null {
  return condition === null ? null : `c."retiredAt" IS NULL AND ${condition}`;
}

const NO_FACETS = (): Facets => ({ type: [], subtype: [], set: [] });

/** Cards from which a statement with keyed terms or ranges is planned with its values on every run. */
const PLAN_EACH_RUN_FROM = 10_000;

/** Counting stops here: past it a total reads "at least" (a broad word in most cards' text would otherwise be counted row by row). */
const COUNT_CAP = 500;

/** Up to this many matches (as the lexicon's counts estimate them), all are scored and sorted at once. */
const SCORE_AT_MOST = 2000;

/**
 * Up to this many, a part that needs only name order is sorted rather than walked in the name index: a sort reads
 * each match, a walk about (rows needed × catalogue ÷ matches) cards, so they cost the same at the square root.
 */
const sortByNameAtMost = (rowsNeeded: number, catalogue: number) => Math.max(1000, Math.sqrt(rowsNeeded * catalogue));

/** Every keyed term of the query, and the share of the catalogue that meets all those every match must meet. */
function termsOf(query: QueryNode | null): { all: string[]; required: string[] } {
  const all: string[] = [];
  const visit = (node: QueryNode): void => {
    if (node.kind === "and" || node.kind === "or") node.children.forEach(visit);
    else if (node.kind === "not") visit(node.child);
    else if (termFor(node)) all.push(termFor(node)!);
  };
  if (query) visit(query);
  const top = query?.kind === "and" ? query.children : query ? [query] : [];
  return { all, required: top.flatMap((node) => (termFor(node) ? [termFor(node)!] : [])) };
}

/**
 * Whether the query holds a condition other than words: a keyed term or a range, whose best plan depends on how many
 * cards it holds (a plan kept for `t:crew` would walk the name index for a rare term too).
 */
function plannedByValues(query: QueryNode | null): boolean {
  if (!query) return false;
  if (query.kind === "and" || query.kind === "or") return query.children.some(plannedByValues);
  if (query.kind === "not") return plannedByValues(query.child);
  return query.kind !== "word" && query.kind !== "phrase";
}

/** The share of the catalogue meeting every required term, taken as independent (1 when unknown). */
function shareOf(terms: string[], lexicon: Lexicon): number {
  if (!lexicon.catalogue) return 1;
  return terms.reduce(
    (share, term) => share * Math.min(1, (lexicon.termCards(term) ?? lexicon.catalogue) / lexicon.catalogue),
    1,
  );
}

/**
 * Whether the first cap + 1 matches of a query with a top-level own>=1 (or the like) are found from the player's
 * cards: each is looked up by key, about (cap + 1) ÷ (the share of cards meeting the rest of the query) of them,
 * where starting from the cards (`cardSide`: about that many meet the rest) reads up to all of those. The two cost
 * the same when cardSide² = (cap + 1) × catalogue. An unknown catalogue (not yet analysed) is small.
 */
function collectionFirst(cardSide: number, catalogue: number, cap: number): boolean {
  return catalogue === 0 || cardSide * cardSide > (cap + 1) * catalogue;
}

/**
 * Whether a query of one bare word surely matches more cards than the count's cap: each card holding one of its
 * spellings (as typed, or a typo forgiven) matches, so the commonest spelling's count is a floor. The lexicon is as of
 * the last catalogue load; a floor of twice the cap stays above it whatever was edited or retired since.
 */
function surelyBeyondCap(query: QueryNode | null, words: QueryWord[], lexicon: Lexicon, cap: number): boolean {
  const [word] = words;
  if (query?.kind !== "word" || words.length !== 1 || word!.tokens.length !== 1) return false;
  const forms = lexicon.forms(word!.tokens[0]!);
  const spellings = [forms.known ? forms.commonest : 0, ...(word!.typos ? forms.typos.map((t) => t.cards) : [])];
  return Math.max(...spellings) > 2 * cap;
}

export interface PostgresEngineOptions {
  countCap?: number;
  /** Overrides both bounds below (tests use 0 to walk the parts on a small catalogue). */
  sortAtMost?: number;
  /** Overrides the choice of starting own>=1 and the like from the player's cards (tests take both ways). */
  startFromCollection?: boolean;
  /** Overrides the catalogue size from which keyed statements are planned with their values (tests: 0, always). */
  planEachRunFrom?: number;
}

export function createPostgresEngine(run: RunSql, options: PostgresEngineOptions = {}): SearchEngine {
  const cap = options.countCap ?? COUNT_CAP;
  // The catalogue's size as the lexicon last counted it (a query without words does not look it up); 0: not yet.
  let catalogue = 0;
  return {
    name: "postgres",
    async search(request: SearchRequest): Promise<SearchHits> {
      const words = queryWords(request.query);
      const terms = termsOf(request.query);
      const collectionUserId = request.collection?.userId;
      // Whether own>=1 and the like start from the player's cards depends on how many cards the rest of the query keeps.
      const mayStartFromCollection = Boolean(
        request.query && collectionUserId && canStartFromCollection(request.query),
      );
      const lexicon = await lookUpLexicon(run, words, [...new Set(terms.all)], mayStartFromCollection);
      if (lexicon.catalogue > 0) catalogue = lexicon.catalogue;
      // On a small catalogue any plan reads little: planning anew would cost more than it saves.
      const planned = {
        planEachRun:
          plannedByValues(request.query) &&
          (catalogue === 0 || catalogue >= (options.planEachRunFrom ?? PLAN_EACH_RUN_FROM)),
      };
      const params = new SqlParams();
      const queries = wordQueries(words, lexicon, params, cap);
      // A common term is read in the same index scan as a narrow word, which skips through the term's long list.
      const common = (term: string) => !queries.narrowRequired && isCommon(lexicon.termCards(term) ?? 0, lexicon);
      const where = request.query
        ? inCatalogue(toSqlCondition(request.query, { params, words: queries.withTypos, common, collectionUserId }))
        : inCatalogue("true");
      const whereValues = [...params.values];
      const offset = (request.page - 1) * request.pageSize;
      const rowsNeeded = offset + request.pageSize;
      // The lexicon's counts bound the matches of the words; the required terms thin them out (a query without words is unbounded).
      const share = shareOf(terms.required, lexicon);
      const sortAll = queries.bounds("typos").matches * share <= (options.sortAtMost ?? SCORE_AT_MOST);
      const ranked = request.sort === "relevance" && queries.ranked.length > 0;
      const page = ranked
        ? relevanceOrder({
            where,
            asTyped:
              queries.forgives && request.query
                ? inCatalogue(
                    toSqlCondition(request.query, { params, words: queries.asTyped, common, collectionUserId }),
                  )
                : null,
            queries,
            near: words
              .filter((w) => !w.negated)
              .map((w) => w.node.value)
              .join(" "),
            params,
            rowsNeeded,
            sortAll,
            share,
            sortByNameAtMost: options.sortAtMost ?? sortByNameAtMost(rowsNeeded, lexicon.catalogue),
            filterNameParts: request.query?.kind === "word",
          })
        : sortAll
          ? `SELECT c."id", (count(*) OVER ())::int AS n FROM card c WHERE ${where} ORDER BY ${orderBy(request.sort, true)}`
          : `SELECT c."id" FROM card c WHERE ${where} ORDER BY ${orderBy(request.sort, false)}`;
      const limit = `LIMIT ${params.add(request.pageSize)} OFFSET ${params.add(offset)}`;
      const capped = `SELECT count(*)::int FROM (SELECT 1 FROM card c WHERE ${where} LIMIT ${cap + 1}) matches`;
      let cardsRead: Pick<SearchHits, "cards" | "names"> = {};
      // The statement answers one row: the page's ids and the count, with the page's cards or names when asked for.
      const hitsRow = async (hits: string): Promise<HitsRow | undefined> => {
        if (request.names) {
          const statement = withPageCards(hits, params, { fields: "name", ...request.names });
          const { hits: row, ...names } = readPageNames(await run(statement, params.values, planned));
          cardsRead = { names };
          return row;
        }
        if (!request.cards) return (await run<HitsRow>(hits, params.values, planned))[0];
        const statement = withPageCards(hits, params, { fields: "card" });
        const { hits: row, page } = readPageCards(await run(statement, params.values, planned));
        cardsRead = { cards: page };
        return row;
      };
      let ids: number[];
      let counted: number;
      // Not counted, and a full page: there may be more.
      let pageOnly = false;
      if (sortAll) {
        // Every match is sorted anyway: the same scan counts them (a materialised page is read in the order it was made).
        const row = await hitsRow(
          `WITH p AS MATERIALIZED (${page} ${limit}) SELECT ARRAY(SELECT "id" FROM p) AS ids, (SELECT n FROM p LIMIT 1) AS n`,
        );
        ids = row?.ids ?? [];
        counted =
          row?.n ??
          (offset > 0 ? ((await run<{ n: number }>(`SELECT (${capped}) AS n`, whereValues, planned))[0]?.n ?? 0) : 0);
      } else if (!ranked) {
        // Counting reads up to cap + 1 matches anyway: when that is all of them, the page is those sorted (one scan);
        // only a broader query walks the order's index for its page (that walk keeps own/want's per-card test).
        const fromCollection =
          mayStartFromCollection &&
          (options.startFromCollection ??
            collectionFirst(
              Math.min(lexicon.catalogue, queries.bounds("typos").matches) * share,
              lexicon.catalogue,
              cap,
            ));
        const firstWhere =
          request.query && fromCollection
            ? (inCatalogue(
                toCollectionFirstCondition(
                  request.query,
                  { params, words: queries.withTypos, common, collectionUserId },
                  cap + 1,
                ),
              ) ?? where)
            : where;
        // An own/want test every match passes thins the cards the count starts from (few enough, or it would start from
        // the list) to a density the walk would crawl through: reading all of those cards gives every match to sort instead.
        const readAll = mayStartFromCollection && !fromCollection;
        const row = await hitsRow(
          `WITH first AS MATERIALIZED (SELECT c."id", c."name", c."cost", c."setCode", c."number" FROM card c WHERE ${firstWhere} ${readAll ? "" : `LIMIT ${cap + 1}`})
           SELECT CASE WHEN ${readAll ? "true" : `(SELECT count(*) FROM first) <= ${cap}`}
                       THEN ARRAY(SELECT c."id" FROM first c ORDER BY ${orderBy(request.sort, false)} ${limit})
                       ELSE ARRAY(${page} ${limit}) END AS ids,
                  (SELECT count(*)::int FROM first) AS n`,
        );
        ids = row?.ids ?? [];
        counted = row?.n ?? 0;
      } else {
        // The page and the (capped) count in one round trip; the page alone when no count is asked for, or the
        // lexicon shows that the count would reach the cap.
        const beyondCap = surelyBeyondCap(request.query, words, lexicon, cap);
        const uncounted = request.count === false || beyondCap;
        const row = await hitsRow(`SELECT ARRAY(${page} ${limit}) AS ids, ${uncounted ? "0" : `(${capped})`} AS n`);
        ids = row?.ids ?? [];
        counted = beyondCap ? cap + 1 : uncounted ? offset + ids.length : (row?.n ?? 0);
        pageOnly = uncounted && !beyondCap && ids.length === request.pageSize;
      }
      const total = Math.min(counted, cap);
      return {
        total,
        totalIsLowerBound: counted > cap || pageOnly,
        ids,
        // Nothing matched: every count is zero, so no statement reads them (most new queries typed find nothing).
        facets: !request.facets
          ? null
          : counted === 0
            ? NO_FACETS()
            : await facetsFor(run, where, whereValues, planned),
        // "Did you mean" only for what matched nothing, typos forgiven: a correct word is never replaced.
        corrections:
          total === 0 &&
          words.some((w) => w.tokens.some((t) => !lexicon.forms(t).known && lexicon.forms(t).typos.length === 0))
            ? await correctionsFor(run, words)
            : {},
        ...cardsRead,
      };
    },
  };
}
