// The catalogue's word lexicon (the search_lexicon view: every distinct search
// word with how many cards hold it, and how many in their name; a few thousand
// rows however many cards there are), held in this process's memory with the
// keyed terms' counts (search_term_stats): how the query's tokens are found in
// it, spelt as typed or within their typo budget, and "did you mean" for tokens
// found nowhere, without a round trip to PostgreSQL. Cards are never scanned.
import { neighbourSwaps, typoBudget, type QueryToken, type QueryWord } from "../words";
import { editsAtLeast, editsWithin, letterMask, lettersOf, levenshtein, sameLetters } from "./edits";
import type { RunSql } from "./run-sql";

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

const UNKNOWN: TokenForms = { known: false, typed: { cards: 0, inNames: 0 }, typos: [] };
const NO_LEXICON: Lexicon = { forms: () => UNKNOWN, termCards: () => undefined, catalogue: 0 };
const key = (token: QueryToken) => `${token.prefix ? "*" : ""}${token.word}`;

interface TokenRow {
  key: string;
  word: string;
  prefix: boolean;
  budget: number;
}

/** The tokens looked up: typos only for bare words, each token once with its largest budget. */
function tokenRows(words: QueryWord[], withJoined: boolean): TokenRow[] {
  const rows = new Map<string, TokenRow>();
  for (const word of words) {
    // A split name word is looked up whole as typed; "did you mean" reads only the words typed.
    const joined = withJoined ? word.tokens.flatMap((t) => (t.joined ? [t.joined] : [])) : [];
    for (const token of [...word.tokens, ...joined]) {
      const budget = word.typos && !joined.includes(token) ? typoBudget(token.word) : 0;
      const earlier = rows.get(key(token));
      if (!earlier || earlier.budget < budget)
        rows.set(key(token), { key: key(token), word: token.word, prefix: token.prefix, budget });
    }
  }
  return [...rows.values()];
}

interface Entry extends WordCount {
  word: string;
  letters: number[];
  mask: number;
}

const byCardsThenWord = (a: Entry, b: Entry) => b.cards - a.cards || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/** What one read of the two views holds, and what the lookups run on. */
export class LexiconWords {
  /** Every word in code-point order: the words a prefix begins are a run of it. */
  private readonly sorted: Entry[];
  private readonly byWord: Map<string, Entry>;
  private readonly byLength = new Map<number, Entry[]>();

  constructor(
    words: (WordCount & { word: string })[],
    private readonly terms: ReadonlyMap<string, number>,
    /** Cards in the catalogue, as the planner last counted them (0 when it has not). */
    readonly catalogue: number,
  ) {
    this.sorted = words
      .map((w) => ({ ...w, letters: lettersOf(w.word), mask: letterMask(lettersOf(w.word)) }))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    this.byWord = new Map(this.sorted.map((e) => [e.word, e]));
    for (const entry of this.sorted) {
      const length = entry.letters.length;
      const list = this.byLength.get(length) ?? this.byLength.set(length, []).get(length)!;
      list.push(entry);
    }
  }

  /** The words spelt as the token is typed: the word itself, or (a prefix token) every word it begins. */
  private spelt(token: { word: string; prefix: boolean }): Entry[] {
    if (!token.prefix) {
      const entry = this.byWord.get(token.word);
      return entry ? [entry] : [];
    }
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]!.word < token.word) low = middle + 1;
      else high = middle;
    }
    const found: Entry[] = [];
    for (let i = low; i < this.sorted.length && this.sorted[i]!.word.startsWith(token.word); i++)
      found.push(this.sorted[i]!);
    return found;
  }

  /** Words of a length within `distance` letters of `letters`. */
  private *nearLength(letters: number, distance: number): Generator<Entry> {
    for (let length = letters - distance; length <= letters + distance; length++)
      yield* this.byLength.get(length) ?? [];
  }

  /**
   * Other words within the token's typo budget, most frequent first. Levenshtein counts a swap as two edits: a
   * swapped spelling, or (budget 2) one within one edit of a swapped spelling, is one typo.
   */
  private typos(token: TokenRow): Entry[] {
    if (token.budget === 0) return [];
    const swapped = neighbourSwaps(token.word);
    const swaps = new Set(swapped);
    const letters = lettersOf(token.word);
    const swappedLetters = token.budget === 2 ? swapped.map(lettersOf) : [];
    const near: Entry[] = [];
    const mask = letterMask(letters);
    // The furthest any clause below reaches: a swap (two edits) and one more.
    const reach = token.budget === 2 ? 3 : token.budget;
    for (const entry of this.nearLength(letters.length, token.budget)) {
      if (entry.word === token.word || editsAtLeast(entry.mask, mask) > reach) continue;
      const within =
        swaps.has(entry.word) ||
        editsWithin(entry.letters, letters, token.budget) ||
        // A swap is two Levenshtein edits, plus one more: no further than three.
        (token.budget === 2 &&
          editsWithin(entry.letters, letters, 3) &&
          swappedLetters.some((swap) => editsWithin(entry.letters, swap, 1)));
      if (within) near.push(entry);
    }
    return near.sort(byCardsThenWord).slice(0, MAX_TYPOS);
  }

  /** Each token's count as typed and its typo spellings with theirs, and the terms' counts. */
  lookUp(words: QueryWord[], terms: string[], countTerms = false): Lexicon {
    const tokens = tokenRows(words, true);
    // A query without words needs none of it (its statement is planned on the terms alone), unless told to count its terms.
    if (tokens.length === 0 && !countTerms) return NO_LEXICON;
    const forms = new Map<string, TokenForms>();
    for (const token of tokens) {
      const spelt = this.spelt(token);
      const typed = spelt.reduce((sum, e) => ({ cards: sum.cards + e.cards, inNames: sum.inNames + e.inNames }), {
        cards: 0,
        inNames: 0,
      });
      const typos = this.typos(token)
        // A typo the prefix already reaches ("jettison" for "jettiso") adds nothing.
        .filter((e) => !token.prefix || !e.word.startsWith(token.word))
        .map(({ word, cards, inNames }) => ({ word, cards, inNames }));
      if (spelt.length > 0 || typos.length > 0) forms.set(token.key, { known: spelt.length > 0, typed, typos });
    }
    const termCards = new Map(terms.map((t) => [t, this.terms.get(t) ?? 0]));
    return {
      forms: (token) => forms.get(key(token)) ?? UNKNOWN,
      termCards: (term) => termCards.get(term),
      catalogue: this.catalogue,
    };
  }

  /**
   * "Did you mean": for each token that matched nothing, typos forgiven, the
   * nearest catalogue word within a looser budget than search's (one edit up to
   * 4 letters, two from 5; a swap of neighbouring letters is one), when there is one. A token that is a catalogue word
   * is never offered a replacement.
   */
  corrections(words: QueryWord[]): Record<string, string> {
    const found: Record<string, string> = {};
    for (const token of tokenRows(words, false)) {
      const letters = lettersOf(token.word);
      if (letters.length < 3 || this.spelt(token).length > 0 || this.typos(token).length > 0) continue;
      const swaps = new Set(neighbourSwaps(token.word));
      const budget = letters.length >= 5 ? 2 : 1;
      let best: { entry: Entry; distance: number } | undefined;
      const mask = letterMask(letters);
      for (const entry of this.nearLength(letters.length, 2)) {
        if (editsAtLeast(entry.mask, mask) > budget) continue;
        if (!swaps.has(entry.word) && !editsWithin(entry.letters, letters, budget)) continue;
        // Plain Levenshtein counts a swap of two letters as 2; a word with the same letters counts it as 1.
        const distance = levenshtein(entry.letters, letters) - (sameLetters(entry.letters, letters) ? 1 : 0);
        if (!best || distance < best.distance || (distance === best.distance && byCardsThenWord(entry, best.entry) < 0))
          best = { entry, distance };
      }
      if (best) found[token.word] = best.entry.word;
    }
    return found;
  }
}

/** Changes with every refresh of either view (a refresh writes a new file) and with the planner's count of cards. */
const VERSION = `(SELECT string_agg(relfilenode::text || ':' || reltuples::text, ',' ORDER BY relname) FROM pg_class
  WHERE oid IN ('search_lexicon'::regclass, 'search_term_stats'::regclass, 'card'::regclass))`;

/** How long a lexicon is used before its version is read again (a refresh reaches search at most this late). */
const RECHECK_MS = 2000;

async function readLexicon(run: RunSql): Promise<{ words: LexiconWords; version: string }> {
  const rows = await run<{ kind: "word" | "term" | "version"; key: string; cards: number; inNames: number }>(
    `SELECT 'word' AS kind, word AS key, cards::int AS cards, "inNames"::int AS "inNames" FROM search_lexicon
     UNION ALL SELECT 'term', term, cards::int, 0 FROM search_term_stats
     UNION ALL SELECT 'version', ${VERSION}, greatest(reltuples, 0)::int, 0 FROM pg_class WHERE oid = 'card'::regclass`,
    [],
  );
  const words = rows.filter((r) => r.kind === "word").map((r) => ({ word: r.key, cards: r.cards, inNames: r.inNames }));
  const terms = new Map(rows.filter((r) => r.kind === "term").map((r) => [r.key, r.cards]));
  const version = rows.find((r) => r.kind === "version")!;
  return { words: new LexiconWords(words, terms, version.cards), version: version.key };
}

/**
 * The lexicon of one database, read once and kept: its version is read again when the copy is older than
 * RECHECK_MS, and the lexicon with it when a refresh changed it. Concurrent searches share one read.
 */
export function lexiconSource(run: RunSql, recheckMs = () => RECHECK_MS): () => Promise<LexiconWords> {
  let held: { words: LexiconWords; version: string; checkedAt: number } | undefined;
  let pending: Promise<LexiconWords> | undefined;
  const refresh = async (): Promise<LexiconWords> => {
    if (held) {
      const [row] = await run<{ version: string }>(`SELECT ${VERSION} AS version`, []);
      if (row?.version === held.version) {
        held.checkedAt = Date.now();
        return held.words;
      }
    }
    const read = await readLexicon(run);
    held = { ...read, checkedAt: Date.now() };
    return read.words;
  };
  return () => {
    if (held && Date.now() - held.checkedAt < recheckMs()) return Promise.resolve(held.words);
    pending ??= refresh().finally(() => (pending = undefined));
    return pending;
  };
}
