// Relevance order for a query with words: cards that match the query as
// typed, then (when typos are forgiven) the ones that need a typo forgiven;
// within each, cards with the words in their name (by how many words as
// typed, how many in the name, the weighted full-text rank, then closeness of
// the name to the query), then the others by name.
//
// Two ways to the same order, chosen by the lexicon's bounds: when few cards
// can match, one scan and one sort; otherwise four parts, each cut at the end
// of the page asked for, the name-order ones walking the name index (which
// stops early where one ranked sort would score every match). An empty part
// is left out; a small one is read through the words' index and sorted.
import type { SqlParams } from "./to-sql";
import type { Spelling, WordQueries } from "./word-queries";

export interface RelevanceInput {
  where: string;
  /** The query as typed; null when forgiving typos matches nothing more. */
  asTyped: string | null;
  queries: WordQueries;
  /** The positive words as typed, for trigram closeness to the name. */
  near: string;
  params: SqlParams;
  rowsNeeded: number;
  /** Parts bounded to at most this many cards are sorted rather than walked in name order. */
  sortAtMost: number;
}

/** A SELECT of card ids in relevance order (without LIMIT). */
export function relevanceOrder(input: RelevanceInput): string {
  const bounds = input.queries.bounds("typos");
  return bounds.matches <= input.sortAtMost ? oneSort(input) : inParts(input);
}

// Parameters are added only where they are used: PostgreSQL cannot type one nothing refers to.
const matches = (params: SqlParams, query: string) => (query ? `c."searchVector" @@ ${params.add(query)}::tsquery` : "false");
const anyInName = ({ queries, params }: RelevanceInput, spelling: Spelling) =>
  `(${queries.ranked.map((w) => matches(params, w.inName[spelling])).join(" OR ")})`;
const nameHits = ({ queries, params }: RelevanceInput, spelling: Spelling) =>
  queries.ranked.map((w) => `(${matches(params, w.inName[spelling])})::int`).join(" + ");
const typedHits = ({ queries, params }: RelevanceInput) => queries.ranked.map((w) => `(${matches(params, w.typed)})::int`).join(" + ");
const rank = ({ queries, params }: RelevanceInput) => {
  const any = queries.ranked.filter((w) => w.any).map((w) => `(${w.any})`);
  return any.length ? `ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', c."searchVector", ${params.add(any.join(" | "))}::tsquery)` : "0";
};
const near = ({ near, params }: RelevanceInput) => `similarity(c."name", ${params.add(near)})`;

const ORDER = `part, typed DESC, hits DESC, rank DESC, near DESC, "name", "id"`;

/** Every match scored and sorted once: the part is computed, and the text-only parts rank by name alone. */
function oneSort(input: RelevanceInput): string {
  const { where, asTyped } = input;
  const ranked = (part: string, hits: string) =>
    `SELECT c."id", c."name", ${part} AS part, ${typedHits(input)} AS typed, ${hits} AS hits, ${rank(input)} AS rank, ${near(input)} AS near
     FROM card c WHERE ${where}`;
  const scored = asTyped
    ? ranked(
        `CASE WHEN coalesce(${asTyped}, false) THEN (CASE WHEN ${anyInName(input, "typed")} THEN 0 ELSE 1 END)
              ELSE (CASE WHEN ${anyInName(input, "typos")} THEN 2 ELSE 3 END) END`,
        `CASE WHEN coalesce(${asTyped}, false) THEN ${nameHits(input, "typed")} ELSE ${nameHits(input, "typos")} END`,
      )
    : ranked(`CASE WHEN ${anyInName(input, "typos")} THEN 0 ELSE 1 END`, nameHits(input, "typos"));
  const nameParts = (column: string) => `CASE WHEN part % 2 = 0 THEN ${column} ELSE 0 END`;
  return `SELECT "id" FROM (SELECT "id", "name", part, ${nameParts("typed")} AS typed, ${nameParts("hits")} AS hits,
      ${nameParts("rank")} AS rank, ${nameParts("near")} AS near FROM (${scored}) scored) ranked ORDER BY ${ORDER}`;
}

function inParts(input: RelevanceInput): string {
  const { where, asTyped, queries, params, rowsNeeded, sortAtMost } = input;
  const tiers: { spelling: Spelling; condition: string }[] = asTyped
    ? [{ spelling: "typed", condition: asTyped }, { spelling: "typos", condition: `${where} AND NOT coalesce(${asTyped}, false)` }]
    : [{ spelling: "typos", condition: where }];
  const parts: string[] = [];
  tiers.forEach(({ spelling, condition }, tier) => {
    const bounds = queries.bounds(spelling);
    if (bounds.inName > 0) {
      parts.push(`(SELECT c."id", ${2 * tier} AS part, ${typedHits(input)} AS typed, ${nameHits(input, spelling)} AS hits, ${rank(input)} AS rank,
          ${near(input)} AS near, c."name"
        FROM card c WHERE ${condition} AND ${anyInName(input, spelling)}
        ORDER BY typed DESC, hits DESC, rank DESC, near DESC, c."name", c."id" LIMIT ${params.add(rowsNeeded)})`);
    }
    if (bounds.notInName > 0) {
      // Sorting by an expression no index holds keeps the planner off a name-order walk that would find too few matches to stop early.
      const byName = bounds.notInName <= sortAtMost ? `c."name" || '', c."id"` : `c."name", c."id"`;
      parts.push(`(SELECT c."id", ${2 * tier + 1} AS part, 0 AS typed, 0 AS hits, 0 AS rank, 0 AS near, c."name"
        FROM card c WHERE ${condition} AND NOT ${anyInName(input, spelling)} ORDER BY ${byName} LIMIT ${params.add(rowsNeeded)})`);
    }
  });
  if (parts.length === 0) return `SELECT c."id" FROM card c WHERE false`;
  return `SELECT "id" FROM (${parts.join(" UNION ALL ")}) ranked ORDER BY ${ORDER}`;
}
