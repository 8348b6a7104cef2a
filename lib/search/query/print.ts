// Writes a syntax tree back as canonical query text (short key names, spare
// parentheses dropped), so code that changes a query, such as a facet adding
// t:ship, can hand the player text that parses to the same tree.
import type { QueryNode } from "./ast";
import { COLLECTION_KEYS, NUMBER_KEYS, spellToken, TERM_KEYS, type TermKind } from "./keys";
import { parseQuery } from "./parse";

export function printQuery(ast: QueryNode | null): string {
  return ast ? print(ast) : "";
}

function print(node: QueryNode): string {
  switch (node.kind) {
    case "and":
      // AND binds tighter than OR, so only an OR inside needs parentheses.
      return node.children.map((child) => (child.kind === "or" ? `(${print(child)})` : print(child))).join(" ");
    case "or":
      return node.children.map(print).join(" or ");
    case "not":
      return node.child.kind === "and" || node.child.kind === "or"
        ? `-(${print(node.child)})`
        : `-${print(node.child)}`;
    case "word":
      return isBareWord(node.value) ? node.value : quote(node.value);
    case "phrase":
      return quote(node.value);
    case "exactName":
      return `!${quote(node.value)}`;
    case "number":
      return `${NUMBER_KEYS[node.field].names[0]}${node.op}${node.value}`;
    case "collection":
      return `${COLLECTION_KEYS[node.list].names[0]}${node.op}${node.value}`;
    case "type":
      return keyed(node.kind, node.value.toLowerCase());
    case "skill":
      return keyed(node.kind, node.level ? `${spellToken(node.skill)}=${node.level}` : spellToken(node.skill));
    case "requires":
      return keyed(node.kind, spellToken(node.value));
    default:
      return keyed(node.kind, node.value);
  }
}

function keyed(kind: TermKind, value: string): string {
  return `${TERM_KEYS[kind].names[0]}:${/^[^\s()"]+$/.test(value) ? value : quote(value)}`;
}

function quote(text: string): string {
  return `"${text.replace(/["\\]/g, "\\$&")}"`;
}

/**
 * Words the parser made print as they are. A word built in code that would
 * read as something else (an operator, a key, a negation) is quoted instead:
 * a one-word phrase finds the same cards.
 */
function isBareWord(word: string): boolean {
  const read = parseQuery(word, { collection: true });
  return read.ok && read.ast?.kind === "word" && read.ast.value === word.toLowerCase();
}
