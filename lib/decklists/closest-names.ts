// Suggests the catalogue names closest to a name nobody recognised: spelling
// (edit distance) and shared words (token overlap), so both "Fre Trader" and
// "Trader, Free" find "Free Trader". Pure.
import { searchWords } from "../cards/normalise-name";

export const MAX_SUGGESTIONS = 3;
/** Below this score a "suggestion" is noise, so none is offered. */
const MIN_SCORE = 0.34;

/** The name's search words (the one name normaliser, split at punctuation), one space apart. */
const normalise = (name: string) => searchWords(name).join(" ");

const tokens = (name: string) => new Set(name.split(" ").filter(Boolean));

/** Levenshtein distance with one row of memory. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 0 (nothing alike) to 1 (the same once case and punctuation are ignored). */
export function similarity(query: string, candidate: string): number {
  const a = normalise(query);
  const b = normalise(candidate);
  if (a === "" || b === "") return 0;
  if (a === b) return 1;
  const spelling = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  const ta = tokens(a);
  const tb = tokens(b);
  const shared = [...ta].filter((t) => tb.has(t)).length;
  const overlap = shared / new Set([...ta, ...tb]).size;
  // A name that contains the whole query ("Trader" in "Free Trader") is a strong hint.
  const contains = b.includes(a) || a.includes(b) ? 0.2 : 0;
  return Math.min(1, Math.max(spelling, overlap) + contains);
}

/** Up to `limit` candidate names, best first (ties by name), scoring at least MIN_SCORE. */
export function closestNames(name: string, candidates: readonly string[], limit = MAX_SUGGESTIONS): string[] {
  return [...new Set(candidates)]
    .map((candidate) => ({ candidate, score: similarity(name, candidate) }))
    .filter((s) => s.score >= MIN_SCORE)
    .sort((x, y) => y.score - x.score || x.candidate.localeCompare(y.candidate))
    .slice(0, limit)
    .map((s) => s.candidate);
}
