// The catalogue's word lexicon (the search_lexicon view: every distinct search
// word with how many cards hold it, and how many in their name; the name words
// run together count as words, marked `joined`, so it grows with the names): how the query's tokens are found in it,
// spelt as typed or within their typo budget (a typo stands for a written word, or a name word run together with a
// neighbour of one letter, as in "merrows": `typoTarget`), and "did you mean" for tokens
// found nowhere; with it, the keyed terms' counts (search_term_stats). Cards
// are never scanned.
import { neighbourSwaps, typoBudget, type QueryToken, type QueryWord } from "../words";
import type { RunSql } from "../../database/prisma-client";

/** How many cards hold a word, and how many hold it in their name. */
export interface WordCount {
  cards: number;
  inNames: number;
}

interface TokenForms {
  /** The token is a catalogue word (the prefix token: begins one). */
  known: boolean;
  /** Cards holding the token as typed (the prefix token: summed over the words it begins, so at most this many). */
  typed: WordCount;
  /** Cards holding its commonest one word as typed (the prefix token: of the words it begins), so at least this many. */
  commonest: number;
  /**
   * The prefix token: the words as written that it begins, when a card holds one of them if it holds any word the
   * token begins (a name word run together with the next begins with it only past a shorter word it begins with, so
   * none is a written word the token starts with); null when that is not so, or they are too many to list.
   */
  begins: string[] | null;
  /** Other catalogue words within the token's typo budget, most frequent first. */
  typos: (WordCount & { word: string })[];
}

export interface Lexicon {
  forms(token: QueryToken): TokenForms;
  /** Cards holding a keyed term ("t:crew"), for the terms looked up. */
  termCards(term: string): number | undefined;
  /** Cards in the catalogue, as the planner last counted them (0 when it has not). */
  catalogue: number;
}

/** A condition more than this share of the catalogue's cards meet is common. */
const COMMON_SHARE = 0.2;

/**
 * Whether a word or term is common: an index scan of it would read more than it rules out, so it is better tested on
 * the rows the other conditions (or a walk in order) bring. The planner cannot tell for text search and arrays.
 */
export function isCommon(cards: number, lexicon: Lexicon): boolean {
  return lexicon.catalogue > 0 && cards > lexicon.catalogue * COMMON_SHARE;
}

/** A bound on the alternatives of one token: a short word can have dozens of neighbours, most of them noise. */
const MAX_TYPOS = 24;

const UNKNOWN: TokenForms = { known: false, typed: { cards: 0, inNames: 0 }, commonest: 0, begins: null, typos: [] };
const key = (token: QueryToken) => `${token.prefix ? "*" : ""}${token.word}`;

/** A prefix token's words as written are listed (as a query's alternatives) up to this many. */
const MAX_BEGUN = 16;

/** The tokens as the lexicon's statements read them, from a JSON parameter: typos only for bare words. */
function tokenRows(words: QueryWord[], withJoined: boolean) {
  const rows = new Map<
    string,
    {
      key: string;
      word: string;
      prefix: boolean;
      budget: number;
      swaps: string[];
      twoSwaps: string[];
      shorter: string[];
    }
  >();
  for (const word of words) {
    // A split name word is looked up whole as typed; "did you mean" reads only the words typed.
    const joined = withJoined ? word.tokens.flatMap((t) => (t.joined ? [t.joined] : [])) : [];
    for (const token of [...word.tokens, ...joined]) {
      const budget = word.typos && !joined.includes(token) ? typoBudget(token.word) : 0;
      const earlier = rows.get(key(token));
      if (!earlier || earlier.budget < budget)
        rows.set(key(token), {
          key: key(token),
          word: token.word,
          prefix: token.prefix,
          budget,
          // "Did you mean" reads swaps of words too short for search to forgive a typo in.
          swaps: neighbourSwaps(token.word),
          twoSwaps: budget === 2 ? twoNeighbourSwaps(token.word) : [],
          // The prefix token's own beginnings: a name word among them, run together with the next, may begin with it.
          shorter: token.prefix ? [...token.word].slice(1).map((_, i) => token.word.slice(0, i + 1)) : [],
        });
    }
  }
  return [...rows.values()];
}

/** Two swaps of neighbouring letters ("quartrematser"): two edits, where Levenshtein counts four. */
function twoNeighbourSwaps(word: string): string[] {
  return [...new Set(neighbourSwaps(word).flatMap(neighbourSwaps))].filter((swapped) => swapped !== word);
}

const TOKENS = `jsonb_to_recordset($1::jsonb) AS t(key text, word text, prefix boolean, budget int, swaps text[], "twoSwaps" text[], shorter text[])`;
/** Lexicon word `l` is token `t` as typed (the prefix token: begins with it): a range of the word index either way. */
const SPELT_AS_TYPED = `l.word >= t.word AND l.word <= t.word || CASE WHEN t.prefix THEN chr(1114111) ELSE '' END`;
/** A swapped spelling of token `t`, once or twice: Levenshtein counts each swap as two edits. */
const SWAPPED = `l.word = ANY (t.swaps || t."twoSwaps") AND l."typoTarget"`;
/**
 * Lexicon word `l`, one a typo may stand for and as long as token `t` give or take its typo budget,
 * is within the budget by Levenshtein, or one edit from a swapped spelling. The first test (one more edit allowed)
 * rules out most words at the cost of one comparison, before the swapped spellings' ten.
 */
const NEAR_BY_EDITS = `l."typoTarget" AND length(l.word) BETWEEN length(t.word) - t.budget AND length(t.word) + t.budget
  AND levenshtein_less_equal(l.word, t.word, t.budget + 1) <= t.budget + 1
  AND (levenshtein_less_equal(l.word, t.word, t.budget) <= t.budget
       OR (t.budget = 2 AND EXISTS (SELECT 1 FROM unnest(t.swaps) s WHERE levenshtein_less_equal(l.word, s, 1) <= 1)))`;
/** Lexicon word `l` is another word within token `t`'s typo budget. */
const WITHIN_TYPOS = `t.budget > 0 AND l.word <> t.word AND (${SWAPPED} OR (${NEAR_BY_EDITS}))`;
/** Token `t`'s typo spellings in the lexicon: the swapped ones looked up in the word index, the others by a scan of the lengths. */
const TYPO_SPELLINGS = `(SELECT l.word, l.cards, l."inNames" FROM search_lexicon l WHERE t.budget > 0 AND ${SWAPPED}
   UNION SELECT l.word, l.cards, l."inNames" FROM search_lexicon l WHERE t.budget > 0 AND ${NEAR_BY_EDITS})`;

/** One small statement: each token's count as typed and its typo spellings with theirs, the terms' counts, the catalogue's size. */
export async function lookUpLexicon(
  run: RunSql,
  words: QueryWord[],
  terms: string[],
  countTerms = false,
): Promise<Lexicon> {
  const tokens = tokenRows(words, true);
  // A query without words needs none of it (its statement is planned on the terms alone), unless told to count its terms.
  if (tokens.length === 0 && !countTerms) return { forms: () => UNKNOWN, termCards: () => undefined, catalogue: 0 };
  const rows = await run<{
    key: string | null;
    word: string | null;
    cards: number;
    inNames: number;
    commonest: number;
    begins: string[] | null;
  }>(
    // Each shorter beginning is looked up alone (a scalar subquery, which the planner keeps per row): as EXISTS or a
    // join, a kept plan read the whole lexicon for them.
    `SELECT t.key, NULL AS word, a.cards, a."inNames", a.commonest,
            CASE WHEN t.prefix AND cardinality(a.begins) <= ${MAX_BEGUN}
                      AND NOT EXISTS (SELECT 1 FROM unnest(t.shorter) s
                                      WHERE (SELECT NOT w.joined FROM search_lexicon w WHERE w.word = s))
                 THEN a.begins END AS begins
       FROM ${TOKENS} CROSS JOIN LATERAL (
         SELECT sum(l.cards)::int AS cards, sum(l."inNames")::int AS "inNames", max(l.cards) AS commonest,
                array_agg(l.word) FILTER (WHERE NOT l.joined) AS begins
         FROM search_lexicon l WHERE ${SPELT_AS_TYPED}) a
       WHERE a.cards IS NOT NULL
     UNION ALL
     SELECT t.key, near.word, near.cards, near."inNames", near.cards, NULL FROM ${TOKENS}
       CROSS JOIN LATERAL (SELECT l.word, l.cards, l."inNames" FROM ${TYPO_SPELLINGS} l WHERE l.word <> t.word ORDER BY l.cards DESC, l.word LIMIT ${MAX_TYPOS}) near
     UNION ALL
     SELECT NULL, s.term, s.cards, 0, s.cards, NULL FROM search_term_stats s WHERE s.term = ANY ($2::text[])
     UNION ALL
     SELECT NULL, NULL, greatest(reltuples, 0)::int, 0, 0, NULL FROM pg_class WHERE oid = 'card'::regclass`,
    [JSON.stringify(tokens), terms],
  );
  const forms = new Map<string, TokenForms>();
  const formsOf = (k: string) =>
    forms.get(k) ?? forms.set(k, { ...UNKNOWN, typed: { ...UNKNOWN.typed }, typos: [] }).get(k)!;
  const prefixes = new Map(tokens.filter((t) => t.prefix).map((t) => [t.key, t.word]));
  let catalogue = 0;
  const termCards = new Map<string, number>(terms.map((t) => [t, 0]));
  for (const row of rows) {
    const count = { cards: row.cards, inNames: row.inNames };
    if (row.key === null) {
      if (row.word === null) catalogue = row.cards;
      else termCards.set(row.word, row.cards);
      continue;
    }
    const prefix = prefixes.get(row.key);
    if (row.word === null)
      Object.assign(formsOf(row.key), { known: true, typed: count, commonest: row.commonest, begins: row.begins });
    // A typo the prefix already reaches ("jettison" for "jettiso") adds nothing.
    else if (prefix === undefined || !row.word.startsWith(prefix))
      formsOf(row.key).typos.push({ word: row.word, ...count });
  }
  return { forms: (token) => forms.get(key(token)) ?? UNKNOWN, termCards: (term) => termCards.get(term), catalogue };
}

/**
 * "Did you mean": for each token that matched nothing, typos forgiven, the
 * nearest catalogue word a typo may stand for within a looser budget than search's (one edit up to
 * 4 letters, two from 5; a swap of neighbouring letters is one), when there is one. A token that is a catalogue word
 * is never offered a replacement.
 */
export async function correctionsFor(run: RunSql, words: QueryWord[]): Promise<Record<string, string>> {
  const tokens = tokenRows(words, false);
  if (tokens.length === 0) return {};
  const rows = await run<{ token: string; word: string | null }>(
    `SELECT DISTINCT t.word AS token, (
       SELECT l.word FROM search_lexicon l
       WHERE length(t.word) >= 3 AND l."typoTarget" AND length(l.word) BETWEEN length(t.word) - 2 AND length(t.word) + 2
         AND (l.word = ANY (t.swaps) OR levenshtein_less_equal(l.word, t.word, 2) <= CASE WHEN length(t.word) >= 5 THEN 2 ELSE 1 END)
       -- Plain Levenshtein counts a swap of two letters as 2; a word with the same letters counts it as 1.
       ORDER BY levenshtein(l.word, t.word)
                  - (array(SELECT unnest(string_to_array(l.word, NULL)) ORDER BY 1) = array(SELECT unnest(string_to_array(t.word, NULL)) ORDER BY 1))::int,
                l.cards DESC, l.word
       LIMIT 1) AS word
     FROM ${TOKENS}
     WHERE NOT EXISTS (SELECT 1 FROM search_lexicon l WHERE (${SPELT_AS_TYPED}) OR (${WITHIN_TYPOS}))`,
    [JSON.stringify(tokens)],
  );
  return Object.fromEntries(rows.filter((r) => r.word !== null).map((r) => [r.token, r.word!]));
}
