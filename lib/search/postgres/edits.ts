// Edit distances between words, counted in letters (code points), as PostgreSQL's fuzzystrmatch counts them. Pure.

/** A word as its letters' code points, the form the distances below read. */
export const lettersOf = (word: string): number[] => Array.from(word, (letter) => letter.codePointAt(0)!);

/** Which letters a word holds, folded onto 31 bits: two words' masks bound their distance from below (editsAtLeast). */
export function letterMask(letters: number[]): number {
  let mask = 0;
  for (const letter of letters) mask |= 1 << (letter % 31);
  return mask;
}

const bits = (n: number) => {
  let count = 0;
  for (let rest = n; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** A lower bound on the distance of two words from their masks: each letter one holds and the other lacks is an edit. */
export function editsAtLeast(a: number, b: number): number {
  return Math.max(bits(a & ~b), bits(b & ~a));
}

/** Levenshtein distance (insertions, deletions, substitutions). */
export function levenshtein(a: number[], b: number[]): number {
  return distance(a, b, Infinity);
}

/** Whether the Levenshtein distance is at most `limit` (stops as soon as it cannot be). */
export function editsWithin(a: number[], b: number[], limit: number): boolean {
  return Math.abs(a.length - b.length) <= limit && distance(a, b, limit) <= limit;
}

let previous = new Int32Array(64);
let current = new Int32Array(64);

/** The distance, or any number above `limit` once a whole row of the table exceeds it. */
function distance(x: number[], y: number[], limit: number): number {
  if (previous.length <= y.length) {
    previous = new Int32Array(y.length * 2);
    current = new Int32Array(y.length * 2);
  }
  for (let j = 0; j <= y.length; j++) previous[j] = j;
  for (let i = 1; i <= x.length; i++) {
    current[0] = i;
    let smallest = i;
    const letter = x[i - 1];
    for (let j = 1; j <= y.length; j++) {
      const substitute = previous[j - 1]! + (letter === y[j - 1] ? 0 : 1);
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitute);
      current[j] = cell;
      if (cell < smallest) smallest = cell;
    }
    if (smallest > limit) return smallest;
    [previous, current] = [current, previous];
  }
  return previous[y.length]!;
}

/** Whether two words hold the same letters, each as many times. */
export function sameLetters(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((letter, i) => letter === y[i]);
}
