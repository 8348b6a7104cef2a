import { describe, expect, it } from "vitest";
import StarportCacheHandler, { isFresh, takeRequestReads, withRequestReads } from "./next-cache-handler";

// A response is kept while the cache entries it was made from stay fresh. Each tag is dated by the entries read under
// it: a page that reads an older entry under one tag and a newer one under a tag marked in between is fresh (it was
// never kept again after a card edit while it was dated by its oldest read), and goes stale when the older tag is.
const handler = new StarportCacheHandler();
const entry = { kind: "FETCH", data: { headers: {}, body: '"ok"', status: 200, url: "" }, revalidate: false } as never;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("what a response read", () => {
  it("dates each tag by the entries read under it", async () => {
    const stamp = `${Date.now()}-${Math.random()}`;
    const [older, newer] = [`older-${stamp}`, `newer-${stamp}`];
    await withRequestReads(`set-${stamp}`, () =>
      handler.set(older, entry, { fetchCache: true, tags: [older] } as never),
    );
    takeRequestReads(`set-${stamp}`);
    await tick();
    await handler.revalidateTag([newer]);
    await tick();
    await withRequestReads(`page-${stamp}`, async () => {
      expect(await handler.get(older, { kind: "FETCH", fetchCache: true, tags: [older] } as never)).not.toBeNull();
      await handler.set(newer, entry, { fetchCache: true, tags: [newer] } as never);
    });
    const reads = takeRequestReads(`page-${stamp}`)!;
    expect(reads.tags.map(([tag]) => tag).sort()).toEqual([newer, older].sort());
    expect(isFresh(reads.tags, reads.since)).toBe(true);
    await tick();
    await handler.revalidateTag([older]);
    expect(isFresh(reads.tags, reads.since)).toBe(false);
  });
});
