// How a query's words are matched, the same for every engine (Meilisearch's
// rules): a bare word also matches catalogue words within one typo when it
// has 5+ letters, two typos at 9+ (a swap of neighbouring letters is one typo),
// and every word also matches as a prefix ("merr lant" finds Merrow's Lantern).
// Phrases and exact names match as typed. Pure.
import { searchWords } from "../cards/normalise-name";
import type { QueryNode } from "./query/ast";

/** Word lengths (in letters) from which one, then two typos are forgiven: Meilisearch's minWordSizeForTypos. */
export const TYPO_WORD_SIZES = { oneTypo: 5, twoTypos: 9 } as const;

export type TypoBudget = 0 | 1 | 2;

export function typoBudget(word: string): TypoBudget {
  const letters = [...word].length;
  return letters >= TYPO_WORD_SIZES.twoTypos ? 2 : letters >= TYPO_WORD_SIZES.oneTypo ? 1 : 0;
}

/** The word with each pair of neighbouring letters swapped: what a one-typo transposition could have been. */
export function neighbourSwaps(word: string): string[] {
  const letters = [...word];
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [letters[i + 1]!, letters[i]!];
    swaps.add(swapped.join(""));
  }
  return [...swaps];
}

/** One token of a word or phrase: a folded search word ("Merrow’s" is merrow and s). */
export interface QueryToken {
  word: string;
  /** The last token of a bare word that is not negated: it also matches longer words. */
  prefix: boolean;
  /**
   * The first token of a required bare word written together with the previous required bare word's last token
   * ("star port": starport): a name word split in two is found through it.
   */
  joined?: QueryToken;
}

/** A bare word or a phrase of the query, with its tokens. Exact names match the whole name instead. */
export interface QueryWord {
  node: Extract<QueryNode, { kind: "word" | "phrase" }>;
  tokens: QueryToken[];
  /** Only bare words forgive typos. */
  typos: boolean;
  /** Under a "-": leaves cards out, so it counts for no card's relevance. */
  negated: boolean;
  /** Every matching card must match it: the whole query, or a positive part of the query's top-level "and". */
  required: boolean;
}

/**
 * The query's bare words and phrases in the order typed (the parser keeps it), each with its tokens. The last token
 * of every bare word that is not negated is also a prefix: people type each word halfway ("merr lant"). A negated
 * word leaves out only what it spells, and a phrase is complete as it stands.
 */
export function queryWords(query: QueryNode | null): QueryWord[] {
  const found: QueryWord[] = [];
  const visit = (node: QueryNode, negated: boolean, required: boolean): void => {
    switch (node.kind) {
      case "and":
      case "or":
        for (const child of node.children) visit(child, negated, required && node.kind === "and" && node === query);
        return;
      case "not":
        visit(node.child, !negated, false);
        return;
      case "word":
      case "phrase": {
        const tokens = searchWords(node.value).map((word) => ({ word, prefix: false }));
        const typing = node.kind === "word" && !negated ? tokens.at(-1) : undefined;
        if (typing) typing.prefix = true;
        found.push({ node, tokens, typos: node.kind === "word", negated, required });
        return;
      }
      default:
        return;
    }
  };
  if (query) visit(query, false, true);
  const split = found.filter((w) => w.required && !w.negated && w.node.kind === "word" && w.tokens.length > 0);
  split.slice(1).forEach((word, i) => {
    const [before, after] = [split[i]!.tokens.at(-1)!, word.tokens[0]!];
    after.joined = { word: before.word + after.word, prefix: after.prefix };
  });
  return found;
}
