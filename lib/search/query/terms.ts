// What an engine looks for, read off a parsed query: the "key:value" term of a
// keyed filter (see lib/search/search-terms.ts) and the words relevance ranks
// by. Engine-neutral, so both engines and the search service share it.
import type { QueryNode } from "./ast";

/** The "key:value" search term a keyed filter looks for (see search-terms.ts). */
export function termFor(node: QueryNode): string | null {
  const lc = (s: string) => s.toLowerCase();
  switch (node.kind) {
    case "type":
      return `t:${lc(node.value)}`;
    case "subtype":
      return `st:${lc(node.value)}`;
    case "keyword":
      return `k:${lc(node.value)}`;
    case "trait":
      return `tr:${lc(node.value)}`;
    case "skill":
      return node.level ? `sk:${node.skill}=${node.level}` : `sk:${node.skill}`;
    case "capability":
      return `cap:${node.value}`;
    case "set":
      return `set:${lc(node.value)}`;
    case "is":
      return `is:${node.value}`;
    case "requires":
      return `req:${node.value}`;
    default:
      return null;
  }
}

/** The positive bare words and phrases of a query: what relevance ranks by. */
export function rankedWords(node: QueryNode | null): string[] {
  if (!node) return [];
  switch (node.kind) {
    case "and":
    case "or":
      return node.children.flatMap(rankedWords);
    case "word":
    case "phrase":
    case "exactName":
      return [node.value];
    default:
      return [];
  }
}
