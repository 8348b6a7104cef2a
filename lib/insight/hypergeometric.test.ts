import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atLeast, atLeastByDraws, atLeastWorthByDraws } from "./hypergeometric";

// An independent oracle: the probability as an exact fraction of BigInt counts of hands.
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

function exactAtLeast(N: number, K: number, n: number, k: number): [bigint, bigint] {
  let hands = 0n;
  for (let x = Math.max(k, 0); x <= Math.min(K, n); x++) hands += choose(K, x) * choose(N - K, n - x);
  return [hands, choose(N, n)];
}

const value = ([num, den]: [bigint, bigint]) => Number((num * 10n ** 18n) / den) / 1e18;

describe("atLeast", () => {
  it("gives hand-worked values", () => {
    // 2 successes in 5 cards, 2 drawn: 1 − C(3,2)/C(5,2) = 7/10.
    expect(atLeast({ population: 5, successes: 2, draws: 2, k: 1 })).toBeCloseTo(7 / 10, 15);
    // 3 in 10, 4 drawn, at least 2: (C(3,2)C(7,2) + C(3,3)C(7,1)) / C(10,4) = 70/210.
    expect(atLeast({ population: 10, successes: 3, draws: 4, k: 2 })).toBeCloseTo(1 / 3, 15);
    // Four copies in a 60-card deck, seven-card hand: 1 − C(56,7)/C(60,7) = 154289520/386206920.
    expect(atLeast({ population: 60, successes: 4, draws: 7, k: 1 })).toBeCloseTo(154289520 / 386206920, 15);
  });

  it("handles the edges: nothing asked, nothing to find, the whole deck drawn", () => {
    expect(atLeast({ population: 60, successes: 0, draws: 7, k: 0 })).toBe(1);
    expect(atLeast({ population: 60, successes: 0, draws: 7, k: 1 })).toBe(0);
    expect(atLeast({ population: 60, successes: 3, draws: 60, k: 3 })).toBe(1);
    expect(atLeast({ population: 60, successes: 3, draws: 7, k: 4 })).toBe(0);
    // Drawing more than the deck holds draws the deck.
    expect(atLeast({ population: 5, successes: 2, draws: 9, k: 2 })).toBe(1);
    expect(atLeast({ population: 0, successes: 0, draws: 7, k: 1 })).toBe(0);
    // Every failure drawn forces successes: 3 of 4 drawn from 2 failures and 2 successes holds one.
    expect(atLeast({ population: 4, successes: 2, draws: 3, k: 1 })).toBe(1);
    expect(atLeast({ population: 4, successes: 2, draws: 3, k: 2 })).toBeCloseTo(2 / 4, 15);
  });

  it("rejects impossible decks", () => {
    expect(() => atLeast({ population: 5, successes: 6, draws: 2, k: 1 })).toThrow(RangeError);
    expect(() => atLeast({ population: 5, successes: 1.5, draws: 2, k: 1 })).toThrow(RangeError);
    expect(() => atLeast({ population: 5, successes: 1, draws: -1, k: 1 })).toThrow(RangeError);
  });

  it("equals the exact fraction for every small deck", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (let N = 0; N <= 14; N++) {
      for (let K = 0; K <= N; K++) {
        for (let n = 0; n <= N; n++) {
          for (let k = 0; k <= 4; k++) {
            const exact = value(exactAtLeast(N, K, n, k));
            const p = atLeast({ population: N, successes: K, draws: n, k });
            if (!(Math.abs(p - exact) < 1e-12)) wrong.push(`N=${N} K=${K} n=${n} k=${k}: ${p} ≠ ${exact}`);
            checked++;
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Σ (N+1)² over N = 0…14, times five values of k.
    expect(checked).toBe(6200);
  });

  it("equals the exact fraction for 60- and 81-card decks", () => {
    fc.assert(
      fc.property(fc.constantFrom(60, 81), fc.nat(81), fc.nat(20), fc.integer({ min: 1, max: 4 }), (N, K0, n, k) => {
        const K = Math.min(K0, N);
        const exact = value(exactAtLeast(N, K, n, k));
        const p = atLeast({ population: N, successes: K, draws: n, k });
        expect(Math.abs(p - exact)).toBeLessThanOrEqual(1e-12 * Math.max(1, exact));
      }),
    );
  });
});

const deck = fc.integer({ min: 1, max: 120 }).chain((N) =>
  fc.record({
    N: fc.constant(N),
    K: fc.integer({ min: 0, max: N }),
    n: fc.integer({ min: 0, max: N }),
    k: fc.integer({ min: 0, max: 6 }),
  }),
);

describe("atLeast, properties", () => {
  it("stays in [0, 1]", () => {
    fc.assert(
      fc.property(deck, ({ N, K, n, k }) => {
        const p = atLeast({ population: N, successes: K, draws: n, k });
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("grows with the cards drawn", () => {
    fc.assert(
      fc.property(deck, ({ N, K, n, k }) => {
        const p = atLeast({ population: N, successes: K, draws: n, k });
        expect(atLeast({ population: N, successes: K, draws: n + 1, k })).toBeGreaterThanOrEqual(p - 1e-12);
      }),
    );
  });

  it("for a group is at least each member's (more successes never lower the odds)", () => {
    fc.assert(
      fc.property(deck, fc.nat(10), ({ N, K, n, k }, extra) => {
        const member = atLeast({ population: N, successes: K, draws: n, k });
        const group = atLeast({ population: N, successes: Math.min(N, K + extra), draws: n, k });
        expect(group).toBeGreaterThanOrEqual(member - 1e-12);
      }),
    );
  });

  it("falls as more copies are asked for", () => {
    fc.assert(
      fc.property(deck, ({ N, K, n, k }) => {
        expect(atLeast({ population: N, successes: K, draws: n, k: k + 1 })).toBeLessThanOrEqual(
          atLeast({ population: N, successes: K, draws: n, k }) + 1e-12,
        );
      }),
    );
  });
});

describe("atLeastByDraws", () => {
  it("gives one probability per column", () => {
    const row = atLeastByDraws({ population: 60, successes: 4, k: 1, draws: [7, 8, 9] });
    expect(row).toHaveLength(3);
    expect(row[0]).toBeCloseTo(154289520 / 386206920, 15);
    expect(row[2]).toBeCloseTo(1 - Number(choose(56, 9)) / Number(choose(60, 9)), 14);
  });
});

describe("atLeastWorthByDraws", () => {
  // Brute force: every hand of `draws` cards, one card per copy.
  function enumerate(values: number[], draws: number, target: number): number {
    let good = 0,
      all = 0;
    const walk = (from: number, left: number, worth: number) => {
      if (left === 0) {
        all++;
        if (worth >= target) good++;
        return;
      }
      for (let i = from; i <= values.length - left; i++) walk(i + 1, left - 1, worth + values[i]!);
    };
    walk(0, Math.min(draws, values.length), 0);
    return good / all;
  }

  it("equals counting every hand", () => {
    const classes = [
      { value: 0, count: 3 },
      { value: 1, count: 4 },
      { value: 2, count: 2 },
      { value: 3, count: 1 },
    ];
    const values = classes.flatMap((c) => Array<number>(c.count).fill(c.value));
    const draws = Array.from({ length: values.length + 1 }, (_, n) => n);
    for (let target = 0; target <= 8; target++) {
      atLeastWorthByDraws({ classes, draws, target }).forEach((p, n) =>
        expect(p, `draws=${n} target=${target}`).toBeCloseTo(enumerate(values, n, target), 12),
      );
    }
  });

  it("with cards worth 0 or 1 is the hypergeometric tail", () => {
    fc.assert(
      fc.property(deck, ({ N, K, n, k }) => {
        const [worth] = atLeastWorthByDraws({
          classes: [
            { value: 1, count: K },
            { value: 0, count: N - K },
          ],
          draws: [n],
          target: k,
        });
        expect(worth).toBeCloseTo(atLeast({ population: N, successes: K, draws: n, k }), 10);
      }),
    );
  });
});
