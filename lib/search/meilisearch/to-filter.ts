// Translates a query syntax tree for Meilisearch: positive bare words and
// phrases become the full-text query (as search words, folded as PostgreSQL
// folds them), everything else a filter expression.
import { nameKey, searchWords } from "../../cards/normalise-name";
import type { NumericField, QueryNode } from "../query/ast";
import { termFor } from "../query/terms";
import { compareCount, zeroMeets } from "../engine";

/** The player's counts by card id, for own/want. */
export type CollectionCounts = ReadonlyMap<number, { owned: number; wanted: number }>;

/** own/want as card ids: those whose count meets the test, or, when 0 meets it, all but those whose count fails it. */
function collectionFilter(
  node: Extract<QueryNode, { kind: "collection" }>,
  counts: CollectionCounts | undefined,
): string {
  if (!counts) throw new Error("own/want need the signed-in player's collection");
  const zero = zeroMeets(node.op, node.value);
  const ids: number[] = [];
  for (const [id, count] of counts) {
    if (compareCount(node.list === "own" ? count.owned : count.wanted, node.op, node.value) !== zero) ids.push(id);
  }
  if (ids.length === 0) return zero ? "(id EXISTS)" : "(id NOT EXISTS)";
  return `${zero ? "NOT " : ""}id IN [${ids.join(", ")}]`;
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

function filterFor(node: QueryNode, counts?: CollectionCounts): string {
  switch (node.kind) {
    case "and":
      return `(${node.children.map((c) => filterFor(c, counts)).join(" AND ")})`;
    case "or":
      return `(${node.children.map((c) => filterFor(c, counts)).join(" OR ")})`;
    case "not":
      return `NOT ${filterFor(node.child, counts)}`;
    case "collection":
      return collectionFilter(node, counts);
    case "word": {
      // Meilisearch filters cannot search: a word under "-" or "or" is looked for whole, as typed (no typo, no prefix).
      const tokens = searchWords(node.value);
      return tokens.length
        ? `(${tokens.map((t) => `words CONTAINS ${quote(` ${t} `)}`).join(" AND ")})`
        : "(id EXISTS)";
    }
    case "phrase": {
      const tokens = searchWords(node.value);
      if (!tokens.length) return "(id EXISTS)";
      const phrase = quote(` ${tokens.join(" ")} `);
      return `(nameWords CONTAINS ${phrase} OR tagWords CONTAINS ${phrase} OR textWords CONTAINS ${phrase})`;
    }
    case "exactName":
      return `nameKey = ${quote(nameKey(node.value))}`;
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

/** Top-level positive words go to `q` (ranked, typo tolerant, the last one also a prefix); the rest filters. */
export function toMeiliQuery(node: QueryNode | null, counts?: CollectionCounts): MeiliQuery {
  if (!node) return { q: "", filter: undefined };
  const parts = node.kind === "and" ? node.children : [node];
  const words: string[] = [];
  const filters: string[] = [];
  for (const part of parts) {
    // A word without search words ("&") constrains nothing, as in PostgreSQL.
    if (part.kind === "word") words.push(...searchWords(part.value));
    else if (part.kind === "phrase")
      words.push(...(searchWords(part.value).length ? [quote(searchWords(part.value).join(" "))] : []));
    else filters.push(filterFor(part, counts));
  }
  return { q: words.join(" "), filter: filters.length ? filters.join(" AND ") : undefined };
}
