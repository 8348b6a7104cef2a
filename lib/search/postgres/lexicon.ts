// Looks a query's tokens up in the catalogue's word lexicon (the
// search_lexicon view: every distinct search word, a few thousand rows however
// many cards there are), in one statement: whether each token is a catalogue
// word (or, for the prefix token, starts one), and the words within its typo
// budget. Cards are never scanned for this.
import { neighbourSwaps, typoBudget, type QueryToken } from "../words";
import type { RunSql } from "./run-sql";

/** How many cards hold a word, and how many hold it in their name. */
export interface WordCount {
  cards: number;
  inNames: number;
}

export interface TokenForms {
  /** The token is a catalogue word (the prefix token: begins one). */
  known: boolean;
  /** Cards holding the token as typed (the prefix token: summed over the words it begins, so at most this many). */
  typed: WordCount;
  /** Other catalogue words within the token's typo budget, most frequent first. */
  typos: (WordCount & { word: string })[];
}

export interface Lexicon {
  forms(token: QueryToken): TokenForms;
  /** Cards in the catalogue (the planner's estimate). */
  cards: number;
}

/** A bound on the alternatives of one token: a short word can have dozens of neighbours, most of them noise. */
const MAX_TYPOS = 24;

const UNKNOWN: TokenForms = { known: false, typed: { cards: 0, inNames: 0 }, typos: [] };
const key = (token: QueryToken) => `${token.prefix ? "*" : ""}${token.word}`;

export async function lookUpTokens(run: RunSql, tokens: QueryToken[]): Promise<Lexicon> {
  const distinct = new Map(tokens.map((t) => [key(t), t]));
  if (distinct.size === 0) return { forms: () => UNKNOWN, cards: 0 };
  const rows = [...distinct.entries()].map(([k, t]) => {
    const budget = typoBudget(t.word);
    return { key: k, word: t.word, prefix: t.prefix, budget, swaps: budget > 0 ? neighbourSwaps(t.word) : [] };
  });
  const found = await run<{ key: string; known: boolean; typed: WordCount; typos: TokenForms["typos"]; catalogue: number }>(
    // Levenshtein counts a swap as two edits: a swapped spelling within one edit less covers it.
    `SELECT t.key, typed.n > 0 AS known, json_build_object('cards', typed.cards, 'inNames', typed."inNames") AS typed,
       (SELECT coalesce(json_agg(json_build_object('word', near.word, 'cards', near.cards, 'inNames', near."inNames")), '[]') FROM (
          SELECT l.word, l.cards, l."inNames" FROM search_lexicon l
          WHERE t.budget > 0 AND l.word <> t.word AND length(l.word) BETWEEN length(t.word) - t.budget AND length(t.word) + t.budget
            AND (levenshtein_less_equal(l.word, t.word, t.budget) <= t.budget
                 OR EXISTS (SELECT 1 FROM unnest(t.swaps) s WHERE levenshtein_less_equal(l.word, s, t.budget - 1) <= t.budget - 1))
          ORDER BY l.cards DESC, l.word LIMIT ${MAX_TYPOS}) near) AS typos,
       (SELECT greatest(reltuples, 0)::int FROM pg_class WHERE oid = 'card'::regclass) AS catalogue
     FROM jsonb_to_recordset($1::jsonb) AS t(key text, word text, prefix boolean, budget int, swaps text[])
     CROSS JOIN LATERAL (
       SELECT count(*) AS n, coalesce(sum(l.cards), 0)::int AS cards, coalesce(sum(l."inNames"), 0)::int AS "inNames"
       FROM search_lexicon l WHERE CASE WHEN t.prefix THEN left(l.word, length(t.word)) = t.word ELSE l.word = t.word END) typed`,
    [JSON.stringify(rows)],
  );
  const byKey = new Map(found.map((r) => [r.key, { known: r.known, typed: r.typed, typos: r.typos }]));
  return { forms: (token) => byKey.get(key(token)) ?? UNKNOWN, cards: found[0]?.catalogue ?? 0 };
}

/**
 * "Did you mean": for each token that is no catalogue word, the nearest one
 * within a looser budget than search's (one edit up to 4 letters, two from 5),
 * when there is one. Known words are never offered a replacement.
 */
export async function correctionsFor(run: RunSql, tokens: QueryToken[]): Promise<Record<string, string>> {
  const words = [...new Set(tokens.map((t) => t.word))];
  if (words.length === 0) return {};
  const rows = await run<{ token: string; word: string | null }>(
    `SELECT t.token, (
       SELECT l.word FROM search_lexicon l
       WHERE length(t.token) >= 3 AND abs(length(l.word) - length(t.token)) <= 2
         AND levenshtein_less_equal(l.word, t.token, 2) <= CASE WHEN length(t.token) >= 5 THEN 2 ELSE 1 END
       -- Plain Levenshtein counts a swap of two letters as 2; a word with the same letters counts it as 1.
       ORDER BY levenshtein(l.word, t.token)
                  - (array(SELECT unnest(string_to_array(l.word, NULL)) ORDER BY 1) = array(SELECT unnest(string_to_array(t.token, NULL)) ORDER BY 1))::int,
                l.cards DESC, l.word
       LIMIT 1) AS word
     FROM unnest($1::text[]) AS t(token)
     WHERE NOT EXISTS (SELECT 1 FROM search_lexicon k WHERE k.word = t.token)`,
    [words],
  );
  return Object.fromEntries(rows.filter((r) => r.word !== null).map((r) => [r.token, r.word!]));
}
