// The one search interface. Engines (PostgreSQL, Meilisearch) take a parsed
// query and return matching card ids in order, a total, and facet counts.
import type { CardFields } from "../cards/card-record";
import type { Comparator, QueryNode } from "./query/ast";

export const SEARCH_SORTS = ["relevance", "name", "cost", "set"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The signed-in player's collection, for own/want. PostgreSQL joins by the
 * user's id; an engine holding only the catalogue (Meilisearch) asks for the
 * counts and filters on card ids.
 */
export interface CollectionScope {
  userId: string;
  counts(): Promise<ReadonlyMap<number, { owned: number; wanted: number }>>;
}

/** Whether a count of 0 meets `op value`: such a condition also holds for every card never recorded. */
export function zeroMeets(op: Comparator, value: number): boolean {
  return compareCount(0, op, value);
}

export function compareCount(count: number, op: Comparator, value: number): boolean {
  switch (op) {
    case "=":
      return count === value;
    case "!=":
      return count !== value;
    case "<":
      return count < value;
    case "<=":
      return count <= value;
    case ">":
      return count > value;
    case ">=":
      return count >= value;
  }
}

export interface SearchRequest {
  query: QueryNode | null;
  /** Required when the query uses own/want (the parser refuses them without it). */
  collection?: CollectionScope;
  page: number;
  pageSize: number;
  sort: SearchSort;
  /** Facet counts cost extra work: only pages that show them ask. */
  facets?: boolean;
  /**
   * false: the caller needs the page only (suggestions as a player types), so the engine may skip counting the
   * matches; `total` is then the page's length, a lower bound when the page is full.
   */
  count?: boolean;
  /**
   * Read the page's cards with the search: an engine that reads cards from the same database (PostgreSQL) saves a
   * round trip; one that cannot leaves `cards` unset in its answer.
   */
  cards?: boolean;
  /**
   * Read only the names of the page's cards with the search (a list of names reads a tenth of a card's fields), and
   * the card whose name key is `exactNameKey` when given; as with `cards`, an engine may leave them to the caller.
   */
  names?: { exactNameKey?: string };
}

/** A card as a list of names shows it. */
export interface CardName {
  id: number;
  slug: string;
  name: string;
}

interface FacetCount {
  value: string;
  count: number;
}

export interface Facets {
  type: FacetCount[];
  subtype: FacetCount[];
  set: FacetCount[];
}

export interface SearchHits {
  total: number;
  /** The engine stopped counting: there are at least `total` matches. */
  totalIsLowerBound: boolean;
  /** Card ids of the requested page, in result order. */
  ids: number[];
  facets: Facets | null;
  /** For a query with no results: a corrected spelling of each unmatched word, if one is close. */
  corrections: Record<string, string>;
  /** When `cards` was asked for and the engine read them: the page's cards, in no order. */
  cards?: CardFields[];
  /** When `names` was asked for and the engine read them: the page's cards' names (in no order), and the card named
   * exactly. */
  names?: { page: CardName[]; exact: CardName | null };
}

export interface SearchEngine {
  readonly name: "postgres" | "meilisearch";
  search(request: SearchRequest): Promise<SearchHits>;
}
