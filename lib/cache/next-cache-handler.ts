// Next's server cache (`cacheHandler` in next.config.mjs): cached pages, route
// responses and `unstable_cache` reads, held in this process's memory (lru-cache,
// bounded in bytes), with tag invalidation shared through PostgreSQL: every
// instance listens on CACHE_TAG_CHANNEL (tag-listener.ts) and drops an entry
// whose tags went stale after its render began. Next loads this file by path,
// outside its bundler, so it imports nothing that only works inside one.
import { AsyncLocalStorage } from "node:async_hooks";
import { LRUCache } from "lru-cache";
import { Pool } from "pg";
import type { CacheHandler, CacheHandlerValue, IncrementalCacheValue } from "./next-cache-contract";
import { markTagsStale } from "./mark-stale";
import { listenForTags, type TagListener } from "./tag-listener";
import { TagState } from "./tag-state";
import { tagLag } from "./tags";

type GetContext = Parameters<CacheHandler["get"]>[1];
type SetContext = Parameters<CacheHandler["set"]>[2];

interface Entry {
  value: IncrementalCacheValue | null;
  /** When the render that produced it began (the first cache miss for its key). */
  since: number;
  tags: string[];
  cacheControl: CacheHandlerValue["cacheControl"];
  size: number;
}

const MAX_BYTES = 64 * 1024 * 1024;
/** A render that takes longer than this is treated as having begun this long ago. */
const RENDER_WINDOW_MS = 60_000;
const TAGS_HEADER = "x-next-cache-tags";

const log = (line: string) => console.log(`[starport] ${line}`);

interface RequestReads {
  /** Each tag read, with the earliest render start among the entries read or written under it. */
  tags: Map<string, number>;
  /** The earliest render start among all of them. */
  since: number;
  noted: number;
}

/** What a response was made from: each tag, with the earliest render start among the entries read under it. */
export type TagReads = readonly (readonly [tag: string, since: number])[];

/**
 * The request the server is handing to Next (lib/serve), so what it read can be told to the server afterwards.
 * Node carries it through every await of Next's handling; one instance per process, as the server and Next may
 * load this file as two module instances.
 */
const requestScope = ((globalThis as { [key: symbol]: unknown })[Symbol.for("starport.request")] ??=
  new AsyncLocalStorage<string>()) as AsyncLocalStorage<string>;

/** Runs Next's handling of one request, so this cache notes what it reads under `requestId` (takeRequestReads). */
export function withRequestReads<T>(requestId: string, handle: () => T): T {
  return requestScope.run(requestId, handle);
}

/**
 * One store per process, shared by the handler instances Next makes per
 * request and by the server (which may load this file as another module
 * instance), so it lives on globalThis.
 */
const shared = ((globalThis as { [key: symbol]: unknown })[Symbol.for("starport.cache")] ??= (() => {
  const state = new TagState(tagLag);
  const databaseUrl = process.env.DATABASE_URL;
  // `next build` prerenders without a database: then the cache is this process's alone.
  const building = process.env.NEXT_PHASE === "phase-production-build";
  let listener: TagListener | undefined;
  let pool: Pool | undefined;
  if (databaseUrl && !building) {
    listener = listenForTags({ connectionString: databaseUrl, state, log });
    pool = new Pool({ connectionString: databaseUrl, max: 2, application_name: "starport-cache-revalidate" });
    pool.on("error", (error) => log(`cache tags: ${error.message}`));
  } else {
    state.sync([], 0);
  }
  return {
    state,
    listener,
    pool,
    entries: new LRUCache<string, Entry>({
      maxSize: MAX_BYTES,
      maxEntrySize: MAX_BYTES / 4,
      sizeCalculation: (entry) => entry.size,
    }),
    misses: new Map<string, number>(),
    reads: new Map<string, RequestReads>(),
  };
})()) as {
  state: TagState;
  listener: TagListener | undefined;
  pool: Pool | undefined;
  entries: LRUCache<string, Entry>;
  misses: Map<string, number>;
  reads: Map<string, RequestReads>;
};

function noteRead(requestId: string | undefined, tags: readonly string[], since: number) {
  if (!requestId) return;
  const now = Date.now();
  const reads = shared.reads.get(requestId) ?? { tags: new Map<string, number>(), since, noted: now };
  for (const tag of tags) reads.tags.set(tag, Math.min(reads.tags.get(tag) ?? since, since));
  reads.since = Math.min(reads.since, since);
  shared.reads.set(requestId, reads);
  if (shared.reads.size > 2000) {
    for (const [id, r] of shared.reads) if (now - r.noted > RENDER_WINDOW_MS) shared.reads.delete(id);
  }
}

/**
 * What a request read from this cache: the tags of every entry it was served or
 * rendered, each with the earliest render start under it, and the earliest of all.
 * The server uses it to keep the whole response exactly as long as these entries stay fresh.
 */
export function takeRequestReads(requestId: string): { tags: TagReads; since: number } | undefined {
  const reads = shared.reads.get(requestId);
  shared.reads.delete(requestId);
  return reads ? { tags: [...reads.tags], since: reads.since } : undefined;
}

/**
 * Whether something made from these reads may still be served: each tag is checked from the earliest entry read
 * under it, so an older entry under another tag does not date a tag whose entries were all rendered after its mark.
 */
export function isFresh(reads: TagReads, since: number): boolean {
  return shared.state.canKeep(since) && reads.every(([tag, at]) => !shared.state.isStale([tag], at));
}

function entryTags(value: IncrementalCacheValue | null, ctx: SetContext): string[] {
  if (value && "headers" in value && value.headers) {
    const header = value.headers[TAGS_HEADER];
    if (typeof header === "string") return header.split(",").filter(Boolean);
  }
  return "tags" in ctx && ctx.tags ? [...ctx.tags] : [];
}

function sizeOf(value: IncrementalCacheValue | null): number {
  if (!value) return 64;
  switch (value.kind) {
    case "APP_PAGE":
      return (
        value.html.length +
        (value.rscData?.length ?? 0) +
        [...(value.segmentData?.values() ?? [])].reduce((n, b) => n + b.length, 0) +
        (value.postponed?.length ?? 0) +
        512
      );
    case "APP_ROUTE":
      return value.body.length + 512;
    case "FETCH":
      return value.data.body.length + 512;
    case "PAGES":
      return value.html.length + JSON.stringify(value.pageData).length;
    default:
      return 1024;
  }
}

/** The earliest render start for a key within the window: a render's entry is never dated after its own start. */
function renderStart(key: string, now: number): number {
  const since = shared.misses.get(key);
  return since !== undefined && now - since < RENDER_WINDOW_MS ? since : now;
}

function noteMiss(key: string, now: number) {
  const since = shared.misses.get(key);
  if (since === undefined || now - since >= RENDER_WINDOW_MS) shared.misses.set(key, now);
  if (shared.misses.size > 10_000) {
    for (const [k, t] of shared.misses) if (now - t >= RENDER_WINDOW_MS) shared.misses.delete(k);
  }
}

export default class StarportCacheHandler implements CacheHandler {
  private get requestId(): string | undefined {
    return requestScope.getStore();
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const now = Date.now();
    const entry = shared.entries.get(key);
    const requestTags = "tags" in ctx ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    if (!entry || shared.state.isStale([...entry.tags, ...requestTags], entry.since)) {
      shared.entries.delete(key);
      noteMiss(key, now);
      noteRead(this.requestId, requestTags, now);
      return null;
    }
    noteRead(this.requestId, [...entry.tags, ...requestTags], entry.since);
    return { lastModified: entry.since, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key: string, value: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
    const now = Date.now();
    const since = renderStart(key, now);
    shared.misses.delete(key);
    const tags = entryTags(value, ctx);
    noteRead(this.requestId, tags, since);
    // Rendered before this process knew the tags' state, or already outdated by a change during the render.
    if (!shared.state.canKeep(since) || shared.state.isStale(tags, since)) {
      shared.entries.delete(key);
      return;
    }
    shared.entries.set(key, {
      value,
      since,
      tags,
      cacheControl: "cacheControl" in ctx ? ctx.cacheControl : undefined,
      size: sizeOf(value) + key.length,
    });
  }

  async revalidateTag(tags: string | string[]): Promise<void> {
    const list = [tags].flat();
    const now = Date.now();
    // Stale here at once (the caller expects its next read to miss), then everywhere through the table.
    for (const tag of list) shared.state.markStale(tag, now);
    if (!shared.pool) return;
    try {
      for (const row of await markTagsStale(shared.pool, list)) shared.state.observe(row, now);
    } catch (error) {
      log(`cache tags: could not record ${list.join(", ")} as stale: ${(error as Error).message}`);
    }
  }

  resetRequestCache(): void {}
}
