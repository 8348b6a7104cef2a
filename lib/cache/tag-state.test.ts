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
    expect(state.sync([row("catalogue", 5), row("rules", 1), row("public-decks", 1)], 400)).toEqual(["catalogue", "public-decks"]);
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
});
