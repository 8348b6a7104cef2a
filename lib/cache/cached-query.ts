// A read cached in Next's server cache under tags (and optionally for a few
// seconds), so cached pages pick up its tags and drop with them. The cache
// stores JSON, so dates are written as tagged strings and read back as Dates.
import { unstable_cache } from "next/cache";
import type { CacheTag } from "./tags";

const DATE = "$starport:date:";

export function toCacheJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, item: unknown) {
    const raw = this[key];
    return raw instanceof Date ? `${DATE}${raw.toISOString()}` : item;
  });
}

export function fromCacheJson<T>(json: string): T {
  return JSON.parse(json, (_key, item: unknown) =>
    typeof item === "string" && item.startsWith(DATE) ? new Date(item.slice(DATE.length)) : item,
  ) as T;
}

/**
 * `name` must be unique among cached reads: it keys the cache with the
 * arguments. `tags` may depend on the arguments (one card's decks). `revalidate`
 * (seconds) also expires the entry on a timer.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  options: { tags: readonly CacheTag[] | ((...args: Args) => readonly CacheTag[]); revalidate?: number },
): (...args: Args) => Promise<Result> {
  const serialised = async (...args: Args) => toCacheJson(await read(...args));
  const cachedUnder = (tags: readonly CacheTag[]) =>
    unstable_cache(serialised, ["starport", name], { tags: [...tags], revalidate: options.revalidate });
  const { tags } = options;
  if (typeof tags !== "function") {
    const cached = cachedUnder(tags);
    return async (...args: Args) => fromCacheJson<Result>(await cached(...args));
  }
  return async (...args: Args) => fromCacheJson<Result>(await cachedUnder(tags(...args))(...args));
}
