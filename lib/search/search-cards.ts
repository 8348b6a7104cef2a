// Card search for pages and the API: parse the query, add the page's filters,
// ask the engine, which reads the page's cards with the search when it can (else they are read after).
import "server-only";
import { prisma } from "@/lib/db";
import { cardFieldsSelect, toCardFields, type CardFields } from "@/lib/cards/card-fields";
import type { QueryError, QueryNode } from "./query/ast";
import { keyedAlternative } from "./keyed-alternative";
import { parseQuery } from "./query/parse";
import type { Facets, SearchSort } from "./engine";
import { getSearchEngine } from "./index";
import { rankedWords } from "./query/terms";
import { getCollectionCounts } from "@/lib/search/collection-counts";

export interface CardSearchInput {
  q: string;
  page: number;
  pageSize: number;
  /** null: by relevance when the query has words, else by name. */
  sort: SearchSort | null;
  /** Extra conditions ANDed with the query (the catalogue's filter controls). */
  filters?: QueryNode[];
  facets?: boolean;
  /** When nothing matches and a spelling correction does, show its results instead (the page does; the API suggests). */
  autoCorrect?: boolean;
  /** The signed-in player: own/want search their collection. Absent: those keys are refused at parse time. */
  userId?: string | null;
}

export type CardSearchOutcome =
  | {
      ok: true;
      total: number;
      /** Counting stopped at a cap: there are at least `total` cards. */
      totalIsLowerBound: boolean;
      page: number;
      pageSize: number;
      pageCount: number;
      sort: SearchSort;
      /** Every field of each card: pages show a summary, the API and the deck builder use the rest. */
      items: CardFields[];
      facets: Facets | null;
      /**
       * When nothing matched: the skill's search for a word naming a skill ("jot" → sk:jack-of-all-trades), else the
       * query with misspelt words corrected, when a correction is close.
       */
      suggestion: string | null;
      /** Set when these are the results of the corrected query: what the player typed. */
      correctedFrom: string | null;
    }
  | { ok: false; error: QueryError };

function withFilters(ast: QueryNode | null, filters: QueryNode[]): QueryNode | null {
  const parts = [...(ast ? [ast] : []), ...filters];
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : { kind: "and", children: parts };
}

function applyCorrections(q: string, corrections: Record<string, string>): string | null {
  const entries = Object.entries(corrections);
  if (!entries.length) return null;
  return entries.reduce(
    (text, [word, better]) =>
      text.replace(
        new RegExp(`(?<![\\p{L}\\p{N}:])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "giu"),
        better,
      ),
    q,
  );
}

/** The page's cards, for an engine that did not read them with the search. */
const cardsOf = async (ids: number[]) =>
  (await prisma.card.findMany({ where: { id: { in: ids } }, select: cardFieldsSelect })).map(toCardFields);

export async function searchCards(input: CardSearchInput): Promise<CardSearchOutcome> {
  const parsed = parseQuery(input.q, { collection: Boolean(input.userId) });
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const query = withFilters(parsed.ast, input.filters ?? []);
  const sort = input.sort ?? (rankedWords(parsed.ast).length ? "relevance" : "name");
  const userId = input.userId;
  const collection = userId ? { userId, counts: () => getCollectionCounts({ userId }) } : undefined;
  const hits = await getSearchEngine().search({
    query,
    page: input.page,
    pageSize: input.pageSize,
    sort,
    facets: input.facets,
    collection,
    cards: true,
  });
  const suggestion =
    hits.total === 0 ? (keyedAlternative(input.q)?.q ?? applyCorrections(input.q, hits.corrections)) : null;
  if (suggestion && input.autoCorrect) {
    const corrected = await searchCards({ ...input, q: suggestion, autoCorrect: false });
    if (corrected.ok && corrected.total > 0) return { ...corrected, suggestion, correctedFrom: input.q };
  }
  const rows = hits.cards ?? (hits.ids.length ? await cardsOf(hits.ids) : []);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    ok: true,
    total: hits.total,
    totalIsLowerBound: hits.totalIsLowerBound,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.max(1, Math.ceil(hits.total / input.pageSize)),
    sort,
    items: hits.ids.map((id) => byId.get(id)).filter((c): c is CardFields => c !== undefined),
    facets: hits.facets,
    suggestion,
    correctedFrom: null,
  };
}
