// A group of a deck's cards picked with the card search query language
// (`t:crew sk:pilot`), evaluated in memory. Keyed filters test the card's
// search terms, the same "key:value" strings the search engines match, so a
// key means here what it means in card search. Filters that need the full
// text index, or describe only the ship, are refused with a reason.
import type { NumericField, QueryNode } from "../search/query/ast";
import { parseQuery } from "../search/query/parse";
import { termFor } from "../search/query/terms";
import type { RulesCard } from "../rules/types";

interface GroupQueryError {
  message: string;
  /** Where the parser found the problem (counted from 0); null for a filter that parses but groups cannot use. */
  column: number | null;
  length: number;
}

export type GroupQuery = { ok: true; matches: (card: RulesCard) => boolean } | { ok: false; error: GroupQueryError };

const NUMBERS: Partial<Record<NumericField, (card: RulesCard) => number | null>> = {
  cost: (c) => c.cost,
  cv: (c) => c.creditValue,
  vp: (c) => c.vp,
  dist: (c) => c.distance,
  str: (c) => c.structure,
  crew: (c) => c.crewSlots,
  slots: (c) => (c.upgradeSlots ? Object.values(c.upgradeSlots).reduce((a, b) => a + b, 0) : null),
};

/** Why a node cannot pick a group, or null when it can (checked before anything is matched). */
function refusal(node: QueryNode): string | null {
  switch (node.kind) {
    case "and":
    case "or":
      for (const child of node.children) {
        const reason = refusal(child);
        if (reason) return reason;
      }
      return null;
    case "not":
      return refusal(node.child);
    case "word":
    case "phrase":
      return `'${node.value}': words search names and rules text in card search, which deck groups do not; name a card with !"Exact Name" or use keys such as t:crew sk:pilot`;
    case "text":
      return "o: searches rules text, which deck groups do not; use keys such as t:crew sk:pilot";
    case "flavor":
      return "fl: searches flavor text, which deck groups do not; use keys such as t:crew sk:pilot";
    case "number":
      return NUMBERS[node.field]
        ? null
        : `${node.field} is a ship's statistic, and the ship is in play rather than drawn: deck groups do not use it`;
    default:
      return null;
  }
}

function compare(value: number | null, op: Extract<QueryNode, { kind: "number" }>["op"], target: number): boolean {
  // A card without the statistic matches no comparison, as in card search.
  if (value === null) return false;
  switch (op) {
    case "=":
      return value === target;
    case "!=":
      return value !== target;
    case "<":
      return value < target;
    case "<=":
      return value <= target;
    case ">":
      return value > target;
    case ">=":
      return value >= target;
  }
}

function matcher(node: QueryNode): (card: RulesCard) => boolean {
  switch (node.kind) {
    case "and": {
      const children = node.children.map(matcher);
      return (card) => children.every((m) => m(card));
    }
    case "or": {
      const children = node.children.map(matcher);
      return (card) => children.some((m) => m(card));
    }
    case "not": {
      const child = matcher(node.child);
      return (card) => !child(card);
    }
    case "exactName": {
      const name = node.value.toLowerCase();
      return (card) => card.name.toLowerCase() === name;
    }
    case "number": {
      const read = NUMBERS[node.field]!;
      return (card) => compare(read(card), node.op, node.value);
    }
    default: {
      const term = termFor(node)!;
      return (card) => card.searchTerms.includes(term);
    }
  }
}

/** Reads a group query; an empty one is every card, as in card search. */
export function parseGroupQuery(text: string): GroupQuery {
  const parsed = parseQuery(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  if (parsed.ast === null) return { ok: true, matches: () => true };
  const reason = refusal(parsed.ast);
  if (reason) return { ok: false, error: { message: reason, column: null, length: 0 } };
  return { ok: true, matches: matcher(parsed.ast) };
}
