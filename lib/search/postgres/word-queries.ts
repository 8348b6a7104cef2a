// The text-search queries (tsquery text) of a query's bare words and phrases,
// built from the lexicon's answer: as typed (the last word also as a prefix),
// with typos, and restricted to the name (weight A) for ranking; and, from the
// lexicon's counts, at most how many cards each part of a page can hold.
import type { QueryNode } from "../query/ast";
import type { QueryToken, QueryWord } from "../words";
import type { Lexicon, TokenForms, WordCount } from "./lexicon";
import type { WordQuery } from "./to-sql";

export type Spelling = "typed" | "typos";

// Tokens hold no ASCII punctuation (searchWords splits there), so quoting cannot break out.
const lexeme = (word: string, prefix: boolean, nameOnly: boolean) =>
  `'${word}'${prefix || nameOnly ? ":" : ""}${prefix ? "*" : ""}${nameOnly ? "A" : ""}`;

function spellingsOf(token: QueryToken, forms: TokenForms, spelling: Spelling): (WordCount & { word: string })[] {
  const typed = forms.known ? [{ word: token.word, ...forms.typed }] : [];
  return spelling === "typos" ? [...typed, ...forms.typos] : typed;
}

/** A word's tsquery; "" when it can match no card, null when it has no tokens (it then constrains nothing). */
function wordQuery(word: QueryWord, lexicon: Lexicon, spelling: Spelling, nameOnly: boolean): string | null {
  if (word.tokens.length === 0) return null;
  if (word.node.kind === "phrase") {
    // Phrases match as typed: the tokens next to each other, in order.
    if (word.tokens.some((t) => !lexicon.forms(t).known)) return "";
    return word.tokens.map((t) => lexeme(t.word, false, nameOnly)).join(" <-> ");
  }
  const groups: string[] = [];
  for (const token of word.tokens) {
    const alternatives = spellingsOf(token, lexicon.forms(token), spelling).map((w) => lexeme(w.word, w.word === token.word && token.prefix, nameOnly));
    if (alternatives.length === 0) return "";
    groups.push(alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" | ")})`);
  }
  return groups.join(" & ");
}

/** At most how many cards match a word: anywhere, in the name, and not in the name. */
interface WordBounds {
  cards: number;
  inNames: number;
  notInNames: number;
}

function boundsOf(word: QueryWord, lexicon: Lexicon, spelling: Spelling): WordBounds {
  // A word matches when all its tokens do: each token's count bounds it.
  let bounds: WordBounds = { cards: Infinity, inNames: Infinity, notInNames: Infinity };
  for (const token of word.tokens) {
    const spellings = spellingsOf(token, lexicon.forms(token), word.typos ? spelling : "typed");
    const sum = (count: (w: WordCount) => number) => spellings.reduce((total, w) => total + count(w), 0);
    bounds = {
      cards: Math.min(bounds.cards, sum((w) => w.cards)),
      inNames: Math.min(bounds.inNames, sum((w) => w.inNames)),
      // One token outside the name is enough to leave a many-token word out of it.
      notInNames: Math.min(bounds.notInNames, word.tokens.length === 1 ? sum((w) => w.cards - w.inNames) : sum((w) => w.cards)),
    };
  }
  return bounds;
}

/** What relevance ranks a card by, for one positive word or phrase. */
export interface RankedWord {
  /** Matches it, typos allowed. */
  any: string;
  /** Matches it as typed ("" when nothing does). */
  typed: string;
  /** Matches it in the name: as typed, and typos allowed. */
  inName: Record<Spelling, string>;
}

/** Upper bounds on the cards of each part of a relevance page, and of all matches, from the lexicon's counts (Infinity: unknown). */
export interface PartBounds {
  matches: number;
  inName: number;
  notInName: number;
}

export interface WordQueries {
  /** Conditions for the query: typos forgiven. */
  withTypos: WordQuery;
  /** Conditions for the query as typed (a negated word still leaves out its typos: a subset of withTypos). */
  asTyped: WordQuery;
  /** Whether forgiving typos can match more cards than the query as typed. */
  forgives: boolean;
  ranked: RankedWord[];
  bounds(spelling: Spelling): PartBounds;
}

export function wordQueries(words: QueryWord[], lexicon: Lexicon): WordQueries {
  const byNode = new Map<QueryNode, QueryWord>(words.map((w) => [w.node, w]));
  const query =
    (spelling: Spelling): WordQuery =>
    (node, negated) =>
      wordQuery(byNode.get(node)!, lexicon, negated ? "typos" : spelling, false);
  const positive = words.filter((w) => !w.negated && w.tokens.length > 0);
  return {
    withTypos: query("typos"),
    asTyped: query("typed"),
    forgives: positive.some((w) => w.typos && w.tokens.some((t) => lexicon.forms(t).typos.length > 0)),
    ranked: positive.map((w) => ({
      any: wordQuery(w, lexicon, "typos", false)!,
      typed: wordQuery(w, lexicon, "typed", false)!,
      inName: { typed: wordQuery(w, lexicon, "typed", true)!, typos: wordQuery(w, lexicon, "typos", true)! },
    })),
    bounds(spelling) {
      const all = positive.map((w) => ({ word: w, bounds: boundsOf(w, lexicon, spelling) }));
      const required = all.filter((w) => w.word.required);
      return {
        // A card in the name part has one of the words in its name.
        inName: all.reduce((total, w) => total + w.bounds.inNames, 0),
        // Any other card holds every required word, each outside its name.
        notInName: Math.min(...required.map((w) => w.bounds.notInNames)),
        matches: Math.min(...required.map((w) => w.bounds.cards)),
      };
    },
  };
}
