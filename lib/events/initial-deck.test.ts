import { describe, expect, it } from "vitest";
import { initialDeckId } from "./initial-deck";

describe("initialDeckId", () => {
  it("starts on the first deck that was legal when last saved", () => {
    const decks = [
      { id: "a", legal: false },
      { id: "b", legal: true },
      { id: "c", legal: true },
    ];
    expect(initialDeckId(decks)).toBe("b");
  });

  it("selects nothing when no deck was legal, or there are none", () => {
    expect(initialDeckId([{ id: "a", legal: false }])).toBe("");
    expect(initialDeckId([])).toBe("");
  });
});
