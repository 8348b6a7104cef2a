// Translates a query syntax tree for Meilisearch: positive bare words and
// phrases become the full-text query, everything else a filter expression.
import type { NumericField, QueryNode } from "../query/ast";
import { termFor } from "../query/terms";

export class UnsupportedQueryError extends Error {
  override name = "UnsupportedQueryError";
}

const NUMERIC_ATTRIBUTES: Record<NumericField, string> = {
  cost: "cost",
  cv: "creditValue",
  vp: "vp",
  dist: "distance",
  jump: "jump",
  av: "attack",
  dv: "defense",
  str: "structure",
  crew: "crewSlots",
  slots: "upgradeSlotCount",
};

const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

function filterFor(node: QueryNode): string {
  switch (node.kind) {
    case "and":
      return `(${node.children.map(filterFor).join(" AND ")})`;
    case "or":
      return `(${node.children.map(filterFor).join(" OR ")})`;
    case "not":
      return `NOT ${filterFor(node.child)}`;
    case "word":
    case "phrase":
      // Meilisearch filters cannot test full text; CONTAINS on the plain text comes closest.
      return `(text CONTAINS ${quote(node.value)})`;
    case "exactName":
      return `nameLower = ${quote(node.value.toLowerCase())}`;
    case "text":
      return `text CONTAINS ${quote(node.value)}`;
    case "flavor":
      return `flavor CONTAINS ${quote(node.value)}`;
    case "number":
      return `${NUMERIC_ATTRIBUTES[node.field]} ${node.op} ${node.value}`;
    default:
      return `terms = ${quote(termFor(node)!)}`;
  }
}

export interface MeiliQuery {
  q: string;
  filter: string | undefined;
}

/** Top-level positive words go to `q` (ranked, typo tolerant); the rest filters. */
export function toMeiliQuery(node: QueryNode | null): MeiliQuery {
  if (!node) return { q: "", filter: undefined };
  const parts = node.kind === "and" ? node.children : [node];
  const words: string[] = [];
  const filters: string[] = [];
  for (const part of parts) {
    if (part.kind === "word") words.push(part.value);
    else if (part.kind === "phrase") words.push(quote(part.value));
    else filters.push(filterFor(part));
  }
  if (words.length === 0 && filters.length === 0) throw new UnsupportedQueryError("empty query");
  return { q: words.join(" "), filter: filters.length ? filters.join(" AND ") : undefined };
}
