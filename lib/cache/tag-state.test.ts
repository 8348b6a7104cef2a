import { describe, expect, it } from "vitest";
import { TagState } from "./tag-state";

const row = (tag: string, version: number) => ({ tag, version: BigInt(version) });

describe("TagState", () => {
  it("keeps nothing before the first read of the tag table, nor anything rendered before it", () => {
    const state = new TagState();
    expect(state.canKeep(100)).toBe(false);
    state.sync([row("catalogue", 3)], 100);
    expect(state.canKeep(99)).toBe(false);
    expect(state.canKeep(100)).toBe(true);
  });
  it("takes the first read as a baseline, not as changes", () => {
    const state = new TagState();
    expect(state.sync([row("catalogue", 3), row("rules", 1)], 100)).toEqual([]);
    expect(state.isStale(["catalogue", "rules"], 0)).toBe(false);
  });
  it("marks a tag stale at the local time a newer version arrives", () => {
    const state = new TagState();
    state.sync([row("catalogue", 3)], 100);
    expect(state.observe(row("catalogue", 4), 200)).toBe(true);
    expect(state.isStale(["catalogue"], 150)).toBe(true);
    expect(state.isStale(["catalogue"], 200)).toBe(true);
    expect(state.isStale(["catalogue"], 201)).toBe(false);
    expect(state.isStale(["rules"], 150)).toBe(false);
  });
  it("ignores a version it has already seen, so its own change is not counted twice", () => {
    const state = new TagState();
    state.sync([], 100);
    expect(state.observe(row("rules", 7), 200)).toBe(true);
    expect(state.observe(row("rules", 7), 300)).toBe(false);
    expect(state.observe(row("rules", 6), 300)).toBe(false);
    expect(state.isStale(["rules"], 250)).toBe(false);
  });
  it("catches a missed notification on the next full read", () => {
    const state = new TagState();
    state.sync([row("catalogue", 3), row("rules", 1)], 100);
    expect(state.sync([row("catalogue", 5), row("rules", 1), row("public-decks", 1)], 400)).toEqual([
      "catalogue",
      "public-decks",
    ]);
    expect(state.isStale(["catalogue"], 399)).toBe(true);
    expect(state.isStale(["public-decks"], 399)).toBe(true);
    expect(state.isStale(["rules"], 399)).toBe(false);
  });
  it("can be marked stale without a version", () => {
    const state = new TagState();
    state.sync([], 0);
    state.markStale("catalogue", 50);
    expect(state.isStale(["catalogue"], 40)).toBe(true);
  });
  it("marks a lagging tag at once, then at most once per lag, each change at most one lag late", () => {
    const state = new TagState((tag) => (tag.startsWith("lists:") ? 1000 : 0));
    state.sync([], 0);
    // A first change marks at once.
    state.observe(row("lists:a", 1), 300);
    expect(state.isStale(["lists:a"], 299, 300)).toBe(true);
    expect(state.isStale(["lists:a"], 301, 301)).toBe(false);
    // Changes within the lag wait for it: entries rendered since the last mark stay until 1300, then all go.
    state.observe(row("lists:a", 2), 500);
    state.observe(row("lists:a", 3), 900);
    expect(state.isStale(["lists:a"], 400, 1299)).toBe(false);
    expect(state.isStale(["lists:a"], 400, 1300)).toBe(true);
    expect(state.isStale(["lists:a"], 1200, 1300)).toBe(true);
    expect(state.isStale(["lists:a"], 1301, 1400)).toBe(false);
    // A change a lag or more after the last mark marks at once again.
    state.observe(row("lists:a", 4), 2400);
    expect(state.isStale(["lists:a"], 2000, 2400)).toBe(true);
    // A mark that fell due unread still counts before the next change is weighed.
    state.observe(row("lists:a", 5), 2600);
    state.observe(row("lists:a", 6), 3500);
    expect(state.isStale(["lists:a"], 3450, 4300)).toBe(false);
    expect(state.isStale(["lists:a"], 3450, 4400)).toBe(true);
    // Other tags count at once, every time.
    state.observe(row("catalogue", 1), 300);
    state.observe(row("catalogue", 2), 310);
    expect(state.isStale(["catalogue"], 305, 310)).toBe(true);
  });
  it("gives the card pages' deck lists a lag and every other tag none", async () => {
    const { tagLag, decksWithCardTag, CACHE_TAGS, DECKS_WITH_CARD_LAG_MS } = await import("./tags");
    expect(tagLag(decksWithCardTag("merrows-lantern"))).toBe(DECKS_WITH_CARD_LAG_MS);
    for (const tag of Object.values(CACHE_TAGS)) expect(tagLag(tag), tag).toBe(0);
  });
});
