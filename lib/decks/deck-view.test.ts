import { describe, expect, it } from "vitest";
import { deckViewOf } from "./deck-view";

describe("deckViewOf", () => {
  it("reads the views the page offers and falls back to by type", () => {
    expect(deckViewOf({ view: "cost" })).toBe("cost");
    expect(deckViewOf({ view: "grid" })).toBe("grid");
    expect(deckViewOf({ view: ["text", "cost"] })).toBe("text");
    expect(deckViewOf({})).toBe("type");
    expect(deckViewOf({ view: "grid<script>" })).toBe("type");
  });
});
