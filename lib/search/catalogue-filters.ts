// The catalogue's filter controls (type, subtype, set) as query nodes, ANDed
// with the typed query.
import type { CatalogueQuery } from "./catalogue-query";
import type { QueryNode } from "./query/ast";

export function filterNodes(query: CatalogueQuery): QueryNode[] {
  const nodes: QueryNode[] = [];
  if (query.type) nodes.push({ kind: "type", value: query.type });
  if (query.subtype) nodes.push({ kind: "subtype", value: query.subtype });
  if (query.set) nodes.push({ kind: "set", value: query.set });
  return nodes;
}
