// Seeded randomness for dealing: a seed string (safe in a URL) hashed to 128
// bits (cyrb128), driving a small fast generator (sfc32). The same seed gives
// the same numbers in every browser and on the server.

/** Seeds are 1–64 letters, digits, '-' or '_': nothing a URL needs to escape. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const SEED_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A fresh seed of 10 characters (50 bits), from the platform's random source when there is one. */
export function newSeed(random: () => number = cryptoRandom): string {
  let seed = "";
  for (let i = 0; i < 10; i++) seed += SEED_ALPHABET[Math.floor(random() * SEED_ALPHABET.length)];
  return seed;
}

function cryptoRandom(): number {
  const crypto = globalThis.crypto;
  if (!crypto?.getRandomValues) return Math.random();
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** Four 32-bit words from a string (cyrb128). */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A generator of numbers in [0, 1) determined by `seed` (sfc32). */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = hash128(seed);
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/**
 * Puts the first `count` places of `items` in shuffled order, in place
 * (Fisher–Yates, from the front): those places are exactly what a full
 * shuffle would put there, so shuffling more places later extends the same order.
 */
export function shuffleFront<T>(items: T[], count: number, random: () => number): T[] {
  const places = Math.min(count, items.length - 1);
  for (let i = 0; i < places; i++) {
    const j = i + Math.floor(random() * (items.length - i));
    const swap = items[i]!;
    items[i] = items[j]!;
    items[j] = swap;
  }
  return items;
}
