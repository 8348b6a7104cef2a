// The catalogue's filter controls (type, subtype, set) as query nodes, ANDed
// with the typed query; and the query term a facet adds when clicked.
import type { CatalogueQuery } from "./catalogue-query";
import type { CardType } from "../cards/vocabulary";
import type { QueryNode } from "./query/ast";
import { printQuery } from "./query/print";

export function filterNodes(query: CatalogueQuery): QueryNode[] {
  const nodes: QueryNode[] = [];
  if (query.type) nodes.push({ kind: "type", value: query.type });
  if (query.subtype) nodes.push({ kind: "subtype", value: query.subtype });
  if (query.set) nodes.push({ kind: "set", value: query.set });
  return nodes;
}

export type FacetKind = "type" | "subtype" | "set";

/** The typed query with one more term, as the player would have typed it. */
export function queryWithFacet(q: string, facet: FacetKind, value: string): string {
  const node: QueryNode =
    facet === "type"
      ? { kind: "type", value: value as CardType }
      : facet === "subtype"
        ? { kind: "subtype", value }
        : { kind: "set", value };
  return `${q.trim()} ${printQuery(node)}`.trim();
}
