// The one place Starport reaches into Next's internals: the types of a server
// cache handler (`cacheHandler` in next.config.mjs), which Next exports only
// from next/dist. next-cache-contract.test.ts drives our handler through Next's
// own IncrementalCache, so a Next release that changes how it calls a handler
// fails that test rather than the cache (docs/decisions/012).
export type { CacheHandler, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
export type { IncrementalCacheValue } from "next/dist/server/response-cache/types";
