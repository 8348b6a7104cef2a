// Relevance order for a query with words: cards that match the query as
// typed, then (when typos are forgiven) the ones that need a typo forgiven;
// within each, cards with the words in their name (by how many words as
// typed, how many in the name, how many whole rather than only begun, the
// text-search rank of the name, then how near the name's length is to the
// query's), then the others by name.
//
// Two ways to the same order. When few cards can match: one scan and one sort
// (which counts the matches too). Otherwise four parts, each cut at the end of
// the page asked for, the name-order ones walking the name index (which stops
// early where one ranked sort would score every match); the lexicon's counts
// leave out an empty part and have a small one read through the words' index
// and sorted.
import type { SqlParams } from "./to-sql";
import type { Spelling, TsQuerySql, WordQueries } from "./word-queries";

export interface RelevanceInput {
  where: string;
  /** The query as typed; null when forgiving typos matches nothing more. */
  asTyped: string | null;
  queries: WordQueries;
  /** The positive words as typed: the name nearest them in length is the closest. */
  near: string;
  params: SqlParams;
  rowsNeeded: number;
  /** Sort every match at once (which also counts them, in a column `n`); else walk in parts. */
  sortAll: boolean;
  /** The share of the catalogue meeting the query's required terms: it thins out the lexicon's bounds. */
  share: number;
  /** In parts: a name-order part of at most this many cards (so estimated) is sorted rather than walked in the name index. */
  sortByNameAtMost: number;
  /**
   * A query of one bare word: a name holding it meets the query, so the name parts find their cards through the name
   * index alone and test the query on them, where the planner would also read every card the word is in.
   */
  filterNameParts: boolean;
}

/** A SELECT of card ids in relevance order, without LIMIT. */
export function relevanceOrder(input: RelevanceInput): string {
  return input.sortAll ? oneSort(input) : inParts(input);
}

const matches = (query: TsQuerySql, vector = "searchVector") => (query ? `c."${vector}" @@ ${query()}` : "false");
const inName = (query: TsQuerySql) => matches(query, "nameVector");
const anyInName = ({ queries }: RelevanceInput, spelling: Spelling) =>
  `(${queries.ranked.map((w) => inName(w[spelling])).join(" OR ")})`;
const count = (tests: string[]) => tests.map((t) => `(${t})::int`).join(" + ");
/**
 * Within a part, one word's counts are the same for every card (its name parts hold it in the name, as typed in the
 * first tier and only misspelt in the second): no need to test each card for them.
 */
const countsVary = ({ queries }: RelevanceInput) => queries.ranked.length > 1;
const nameHits = (input: RelevanceInput, spelling: Spelling) =>
  countsVary(input) ? count(input.queries.ranked.map((w) => inName(w[spelling]))) : "0";
const typedHits = (input: RelevanceInput) =>
  countsVary(input) ? count(input.queries.ranked.map((w) => matches(w.typed))) : "0";
/** Words the name holds whole, not only as the beginning of a longer word; 0 for all when no word is read as a prefix. */
const wholeHits = ({ queries }: RelevanceInput) =>
  queries.ranked.some((w) => w.whole) ? count(queries.ranked.map((w) => inName(w.whole))) : "0";
const rank = ({ queries }: RelevanceInput) => {
  const any = queries.ranked.flatMap((w) => (w.typos ? [w.typos()] : []));
  // Only name matches are ranked: their names' short vectors say as much, at a fraction of the cost.
  return any.length ? `ts_rank_cd(c."nameVector", ${any.join(" || ")})` : "0";
};
/**
 * Names holding the query's words alike differ mostly by what else they hold, which their length says: a trigram
 * similarity ordered them much the same at several times the cost (it reads each name's trigrams).
 */
const near = ({ near, params }: RelevanceInput) => `-abs(length(c."name") - ${params.add([...near].length)})`;

const ORDER = `part, typed DESC, hits DESC, whole DESC, rank DESC, near DESC, "name", "id"`;

/**
 * Every match scored and sorted once. The part comes first (OFFSET 0 keeps the planner from copying its expression
 * into every column that reads it); rank and closeness are computed for name matches only, the other parts being
 * in name order.
 */
function oneSort(input: RelevanceInput): string {
  const { where, asTyped } = input;
  const [part, hits] = asTyped
    ? [
        `CASE WHEN coalesce(${asTyped}, false) THEN (CASE WHEN ${anyInName(input, "typed")} THEN 0 ELSE 1 END)
              ELSE (CASE WHEN ${anyInName(input, "typos")} THEN 2 ELSE 3 END) END`,
        countsVary(input)
          ? `CASE WHEN coalesce(${asTyped}, false) THEN ${nameHits(input, "typed")} ELSE ${nameHits(input, "typos")} END`
          : "0",
      ]
    : [`CASE WHEN ${anyInName(input, "typos")} THEN 0 ELSE 1 END`, nameHits(input, "typos")];
  const parted = `SELECT c."id", c."name", c."nameVector", ${part} AS part, ${typedHits(input)} AS typed, ${hits} AS hits FROM card c WHERE ${where} OFFSET 0`;
  const inNameParts = (column: string) => `CASE WHEN c.part % 2 = 0 THEN ${column} ELSE 0 END`;
  return `SELECT "id", (count(*) OVER ())::int AS n FROM (
      SELECT c."id", c."name", c.part, ${inNameParts("c.typed")} AS typed, ${inNameParts("c.hits")} AS hits,
        ${inNameParts(wholeHits(input))} AS whole, ${inNameParts(rank(input))} AS rank, ${inNameParts(near(input))} AS near
      FROM (${parted}) c) ranked ORDER BY ${ORDER}`;
}

function inParts(input: RelevanceInput): string {
  const { asTyped, queries, params, rowsNeeded, sortByNameAtMost, share } = input;
  const tiers: { spelling: Spelling; where: string }[] = asTyped
    ? [
        { spelling: "typed", where: asTyped },
        { spelling: "typos", where: `${input.where} AND NOT coalesce(${asTyped}, false)` },
      ]
    : [{ spelling: "typos", where: input.where }];
  const parts: string[] = [];
  tiers.forEach(({ spelling, where }, tier) => {
    const bounds = queries.bounds(spelling);
    // The second tier holds only cards that need a typo forgiven.
    const most = (bound: number) => (asTyped && tier === 1 ? Math.min(bound, bounds.needTypos) : bound);
    if (most(bounds.inName) > 0) {
      parts.push(`(SELECT c."id", ${2 * tier} AS part, ${typedHits(input)} AS typed, ${nameHits(input, spelling)} AS hits,
          ${wholeHits(input)} AS whole, ${rank(input)} AS rank, ${near(input)} AS near, c."name"
        FROM card c WHERE ${input.filterNameParts ? `(${where}) IS TRUE` : where} AND ${anyInName(input, spelling)}
        ORDER BY typed DESC, hits DESC, whole DESC, rank DESC, near DESC, c."name", c."id" LIMIT ${params.add(rowsNeeded)})`);
    }
    if (most(bounds.notInName) > 0) {
      // Sorting by an expression no index holds keeps the planner off a name-order walk that would find too few matches to stop early.
      const byName = most(bounds.notInName) * share <= sortByNameAtMost ? `c."name" || '', c."id"` : `c."name", c."id"`;
      parts.push(`(SELECT c."id", ${2 * tier + 1} AS part, 0 AS typed, 0 AS hits, 0 AS whole, 0 AS rank, 0 AS near, c."name"
        FROM card c WHERE ${where} AND NOT ${anyInName(input, spelling)} ORDER BY ${byName} LIMIT ${params.add(rowsNeeded)})`);
    }
  });
  if (parts.length === 0) return `SELECT c."id" FROM card c WHERE false`;
  return `SELECT "id" FROM (${parts.join(" UNION ALL ")}) ranked ORDER BY ${ORDER}`;
}
