// Exact odds of drawing cards without replacement: the hypergeometric
// distribution, summed term by term (no sampling). Terms are ratios of
// binomial coefficients built as products of fractions below 1, so nothing
// overflows and each term keeps double precision.

export interface Draw {
  /** Cards in the deck drawn from. */
  population: number;
  /** Cards in it that count as a success. */
  successes: number;
  /** Cards drawn; more than the deck holds draws the whole deck. */
  draws: number;
}

function checkWhole(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${value}`);
}

/** P(X ≥ k), X the number of successes among `draws` cards drawn from `population`. */
export function atLeast({ population: N, successes: K, draws, k }: Draw & { k: number }): number {
  checkWhole("population", N);
  checkWhole("successes", K);
  checkWhole("draws", draws);
  if (K > N) throw new RangeError(`successes (${K}) cannot exceed the population (${N})`);
  const n = Math.min(draws, N);
  const failures = N - K;
  const lo = Math.max(0, n - failures);
  const hi = Math.min(K, n);
  if (k <= lo) return 1;
  if (k > hi) return 0;

  // P(X = lo): with lo = 0, every card drawn a failure; otherwise every failure drawn,
  // which is C(K, N-n) / C(N, N-n).
  let term = 1;
  if (lo === 0) for (let i = 0; i < n; i++) term *= (failures - i) / (N - i);
  else for (let i = 0; i < N - n; i++) term *= (K - i) / (N - i);

  let tail = 0;
  for (let x = lo; x <= hi; x++) {
    if (x >= k) tail += term;
    // P(X = x+1) / P(X = x)
    term *= ((K - x) * (n - x)) / ((x + 1) * (failures - n + x + 1));
  }
  return Math.min(1, tail);
}

/** P(X ≥ k) for several numbers of cards drawn (one per column of an odds table). */
export function atLeastByDraws({
  population,
  successes,
  k,
  draws,
}: {
  population: number;
  successes: number;
  k: number;
  draws: readonly number[];
}): number[] {
  return draws.map((n) => atLeast({ population, successes, draws: n, k }));
}

/** A kind of card by what it is worth: `count` cards in the deck are worth `value` each. */
export interface ValueClass {
  value: number;
  count: number;
}

/**
 * P(the drawn cards are worth at least `target` together), for each number of
 * cards drawn in `draws`, from a deck made of these classes (a multivariate
 * hypergeometric distribution, counted exactly by dynamic programming over the
 * classes: one pass serves every column). Used for expenses: credits in hand,
 * each card worth its credit value.
 */
export function atLeastWorthByDraws({
  classes,
  draws,
  target,
}: {
  classes: readonly ValueClass[];
  draws: readonly number[];
  target: number;
}): number[] {
  for (const { value, count } of classes) {
    checkWhole("value", value);
    checkWhole("count", count);
  }
  for (const n of draws) checkWhole("draws", n);
  if (target <= 0) return draws.map(() => 1);
  const N = classes.reduce((sum, c) => sum + c.count, 0);
  const most = Math.min(N, Math.max(0, ...draws));
  const width = target + 1;
  // ways[j * width + s]: ways to choose j cards from the classes so far, worth s (capped at target).
  let ways = new Float64Array((most + 1) * width);
  let next = new Float64Array((most + 1) * width);
  ways[0] = 1;
  for (const { value, count } of classes) {
    next.fill(0);
    const choose = binomialRow(count);
    for (let j = 0; j <= most; j++) {
      for (let s = 0; s <= target; s++) {
        const w = ways[j * width + s]!;
        if (w === 0) continue;
        for (let t = 0; t <= count && j + t <= most; t++) {
          next[(j + t) * width + Math.min(target, s + t * value)]! += w * choose[t]!;
        }
      }
    }
    [ways, next] = [next, ways];
  }
  return draws.map((drawn) => {
    const n = Math.min(drawn, N);
    return Math.min(1, ways[n * width + target]! / binomial(N, n));
  });
}

/** C(m, 0) … C(m, m). */
function binomialRow(m: number): number[] {
  const row = [1];
  for (let t = 1; t <= m; t++) row.push((row[t - 1]! * (m - t + 1)) / t);
  return row;
}

function binomial(m: number, t: number): number {
  let result = 1;
  for (let i = 1; i <= t; i++) result = (result * (m - t + i)) / i;
  return result;
}
