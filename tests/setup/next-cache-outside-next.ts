// Route handlers and domain code tested in Node run outside a Next server, which
// has no incremental cache: `unstable_cache` there reads straight through. What
// the cache keeps and drops is proven against the built site (tests/e2e).
export function unstable_cache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return read;
}

/** Outside Next no page is rendered with an action's answer: nothing to drop or read again. */
export function updateTag(): void {}

export function refresh(): void {}
