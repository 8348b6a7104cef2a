// What the page's statement tests words with, built from the lexicon's
// answer: for each bare word and phrase, its text-search query as typed (each
// bare word also as a prefix) and with typos forgiven; and, from the
// lexicon's counts, at most how many cards each part of a relevance page can
// hold.
import type { QueryNode } from "../query/ast";
import type { QueryToken, QueryWord } from "../words";
import { isCommon, type Lexicon, type WordCount } from "./lexicon";
import type { SqlParams, WordQuery } from "./to-sql";

export type Spelling = "typed" | "typos";

/** A tsquery parameter, added when used (PostgreSQL cannot type a parameter nothing refers to); null: matches no card. */
export type TsQuerySql = (() => string) | null;

/**
 * What relevance ranks a card by, for one positive word or phrase: its query, tested on the card's words and on its
 * name's; and (`whole`) the word as typed with no token read as a prefix, null when it has none ("lant" only begins
 * Lantern, "lantern" is the word itself: a name holding the whole word ranks first).
 */
type RankedWord = Record<Spelling | "whole", TsQuerySql>;

/** Upper bounds on the cards of each part of a relevance page, and of all matches (Infinity: unknown). */
interface PartBounds {
  matches: number;
  inName: number;
  notInName: number;
  /** Matches that need a typo forgiven in some word. */
  needTypos: number;
}

export interface WordQueries {
  /** Conditions for the query: typos forgiven. */
  withTypos: WordQuery;
  /** Conditions for the query as typed (a negated word still leaves out its typos: a subset of withTypos). */
  asTyped: WordQuery;
  /** Whether forgiving typos can match more cards than the query as typed. */
  forgives: boolean;
  /** Whether a word every match holds is read from the index (not common): the index scan can narrow others by it. */
  narrowRequired: boolean;
  ranked: RankedWord[];
  bounds(spelling: Spelling): PartBounds;
}

// Tokens hold no ASCII punctuation (searchWords splits there), so quoting a lexeme cannot break out.
const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ":*" : ""}`;

function spellingsOf(
  token: QueryToken,
  lexicon: Lexicon,
  spelling: Spelling,
): (WordCount & { word: string; typed: boolean })[] {
  const forms = lexicon.forms(token);
  const typed = forms.known ? [{ word: token.word, typed: true, ...forms.typed }] : [];
  const whole = token.joined && lexicon.forms(token.joined);
  if (whole && whole.known) typed.push({ word: token.joined!.word, typed: true, ...whole.typed });
  return spelling === "typos" ? [...typed, ...forms.typos.map((t) => ({ ...t, typed: false }))] : typed;
}

/** A word's tsquery text (`whole`: no token read as a prefix); null when no card can match it. */
function tsquery(word: QueryWord, lexicon: Lexicon, spelling: Spelling, whole = false): string | null {
  const groups: string[] = [];
  for (const token of word.tokens) {
    // A prefix listed as the words it begins: the index reads those words' cards, not every word with that beginning.
    const begins = token.prefix && !whole ? lexicon.forms(token).begins : null;
    const alternatives = spellingsOf(token, lexicon, word.typos ? spelling : "typed").flatMap((s) =>
      begins && s.typed && s.word === token.word
        ? begins.map((w) => lexeme(w, false))
        : [lexeme(s.word, s.typed && token.prefix && !whole)],
    );
    if (alternatives.length === 0) return null;
    groups.push(alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(" | ")})`);
  }
  // A phrase: its tokens next to each other, in order.
  return groups.join(word.node.kind === "phrase" ? " <-> " : " & ");
}

/** At most how many cards match a word: anywhere, in the name, and not in the name. */
function boundsOf(word: QueryWord, lexicon: Lexicon, spelling: Spelling) {
  let bounds = { cards: Infinity, inNames: Infinity, notInNames: Infinity };
  // A word matches when all its tokens do: each token's count bounds it.
  for (const token of word.tokens) {
    const spellings = spellingsOf(token, lexicon, word.typos ? spelling : "typed");
    const sum = (count: (w: WordCount) => number) => spellings.reduce((total, w) => total + count(w), 0);
    bounds = {
      cards: Math.min(
        bounds.cards,
        sum((w) => w.cards),
      ),
      inNames: Math.min(
        bounds.inNames,
        sum((w) => w.inNames),
      ),
      // One token outside the name is enough to leave a many-token word out of it.
      notInNames: Math.min(
        bounds.notInNames,
        word.tokens.length === 1 ? sum((w) => w.cards - w.inNames) : sum((w) => w.cards),
      ),
    };
  }
  // A card that needs a typo forgiven in this word holds one of its typo spellings.
  const needTypos = word.typos
    ? word.tokens.reduce((total, token) => total + lexicon.forms(token).typos.reduce((n, t) => n + t.cards, 0), 0)
    : 0;
  return { ...bounds, needTypos };
}

/**
 * A word of several tokens (a phrase, a hyphenated word) is read from the index through every token's whole list of
 * cards, then each card holding them all is checked for their positions; a scan stops at the count's cap, after about
 * (cap + 1) ÷ the word's share of the cards (its tokens taken as independent). Common when the scan reads fewer cards
 * than the index's rarest list holds: so never when the word's cards are few enough to be read whole.
 */
function isCommonWord(word: QueryWord, lexicon: Lexicon, countCap: number): boolean {
  const cards = word.tokens.map((token) =>
    spellingsOf(token, lexicon, word.typos ? "typos" : "typed").reduce((n, s) => n + s.cards, 0),
  );
  // The rarest token's cards bound the word's (boundsOf's `cards`).
  const rarest = Math.min(...cards);
  if (cards.length === 1 || !lexicon.catalogue) return isCommon(rarest, lexicon);
  const together = cards.reduce((share, held) => share * Math.min(1, held / lexicon.catalogue), 1);
  return (countCap + 1) / together < rarest;
}

export function wordQueries(words: QueryWord[], lexicon: Lexicon, params: SqlParams, countCap: number): WordQueries {
  const queryOf = (word: QueryWord, spelling: Spelling, whole = false): TsQuerySql => {
    const text = tsquery(word, lexicon, spelling, whole);
    return text === null ? null : () => `${params.add(text)}::tsquery`;
  };
  const byNode = new Map<QueryNode, QueryWord>(words.map((w) => [w.node, w]));
  const condition =
    (spelling: Spelling): WordQuery =>
    (node, negated) => {
      const word = byNode.get(node)!;
      if (word.tokens.length === 0) return null;
      const query = queryOf(word, negated ? "typos" : spelling);
      if (!query) return "false";
      // "IS TRUE" keeps the planner from an index scan of a common word.
      return `c."searchVector" @@ ${query()}${isCommonWord(word, lexicon, countCap) ? " IS TRUE" : ""}`;
    };
  const positive = words.filter((w) => !w.negated && w.tokens.length > 0);
  return {
    withTypos: condition("typos"),
    asTyped: condition("typed"),
    forgives: positive.some((w) => w.typos && w.tokens.some((t) => lexicon.forms(t).typos.length > 0)),
    narrowRequired: positive.some((w) => w.required && !isCommonWord(w, lexicon, countCap)),
    ranked: positive.map((w) => ({
      typed: queryOf(w, "typed"),
      typos: queryOf(w, "typos"),
      whole: w.tokens.some((t) => t.prefix) ? queryOf(w, "typed", true) : null,
    })),
    bounds(spelling) {
      const all = positive.map((w) => ({ required: w.required, bounds: boundsOf(w, lexicon, spelling) }));
      const required = all.filter((w) => w.required);
      return {
        // A card in the name part has one of the words in its name.
        inName: all.reduce((total, w) => total + w.bounds.inNames, 0),
        // Any other card holds every required word, each outside its name.
        notInName: Math.min(...required.map((w) => w.bounds.notInNames)),
        matches: Math.min(...required.map((w) => w.bounds.cards)),
        needTypos: all.reduce((total, w) => total + w.bounds.needTypos, 0),
      };
    },
  };
}
