// The one search interface. Engines (PostgreSQL, Meilisearch) take a parsed
// query and return matching card ids in order, a total, and facet counts.
import type { QueryNode } from "./query/ast";

export const SEARCH_SORTS = ["relevance", "name", "cost", "set"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchRequest {
  query: QueryNode | null;
  page: number;
  pageSize: number;
  sort: SearchSort;
  /** Facet counts cost extra work: only pages that show them ask. */
  facets?: boolean;
}

export interface FacetCount {
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
}

export interface SearchEngine {
  readonly name: "postgres" | "meilisearch";
  search(request: SearchRequest): Promise<SearchHits>;
}
