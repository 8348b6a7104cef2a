import { IncrementalCache } from "next/dist/server/lib/incremental-cache";
import { describe, expect, it } from "vitest";
import StarportCacheHandler, { takeRequestReads, withRequestReads } from "./next-cache-handler";

// Next's IncrementalCache calling our handler as it does in a server: a Next upgrade that changes the calls, the
// context it passes or the entry shapes breaks this test before it breaks the cache.
function nextCache() {
  return new IncrementalCache({
    dev: false,
    minimalMode: false,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    fetchCacheKeyPrefix: "",
    CurCacheHandler: StarportCacheHandler,
    getPrerenderManifest: () => ({ version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} }),
    previewProps: { previewModeId: "x", previewModeEncryptionKey: "x", previewModeSigningKey: "x" },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
}

describe("our cache handler behind Next's IncrementalCache", () => {
  it("keeps an entry with its tags, tells the request what it read, and drops it when a tag is revalidated", async () => {
    const cache = nextCache();
    const key = `contract-${Date.now()}`;
    const data = {
      kind: "FETCH",
      data: { headers: {}, body: '"ok"', status: 200, url: "" },
      revalidate: false,
    } as never;
    await withRequestReads("request-1", () =>
      cache.set(key, data, { fetchCache: true, tags: ["catalogue", "contract-tag"] } as never),
    );
    expect(takeRequestReads("request-1")?.tags.map(([tag]) => tag)).toEqual(
      expect.arrayContaining(["catalogue", "contract-tag"]),
    );

    const hit = await withRequestReads("request-2", () =>
      cache.get(key, { kind: "FETCH", fetchCache: true, tags: ["contract-tag"], softTags: [] } as never),
    );
    expect(hit?.value).toMatchObject({ kind: "FETCH", data: { body: '"ok"' } });
    expect(takeRequestReads("request-2")?.tags.map(([tag]) => tag)).toContain("contract-tag");

    await cache.revalidateTag(["contract-tag"], undefined as never);
    expect(await cache.get(key, { kind: "FETCH", fetchCache: true, tags: ["contract-tag"] } as never)).toBeNull();
  });
});
