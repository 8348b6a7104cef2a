// The catalogue's filter controls (type, subtype, set) as query nodes, ANDed with the typed query, and the whole
// search a catalogue address asks for (the page and its results address share it).
import { CATALOGUE_PAGE_SIZE, type CatalogueQuery } from "./catalogue-query";
import type { QueryNode } from "./query/ast";

function filterNodes(query: CatalogueQuery): QueryNode[] {
  const nodes: QueryNode[] = [];
  if (query.type) nodes.push({ kind: "type", value: query.type });
  if (query.subtype) nodes.push({ kind: "subtype", value: query.subtype });
  if (query.set) nodes.push({ kind: "set", value: query.set });
  return nodes;
}

/** The search a catalogue address asks for: its query and filters, with facets and the typo correction the page shows. */
export function catalogueSearch(query: CatalogueQuery) {
  return {
    q: query.q,
    page: query.page,
    pageSize: CATALOGUE_PAGE_SIZE,
    sort: query.sort,
    filters: filterNodes(query),
    facets: true,
    autoCorrect: true,
  };
}
