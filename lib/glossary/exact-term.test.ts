import { describe, expect, it } from "vitest";
import { exactNames, exactTermIndex } from "./exact-term";

describe("exact glossary term", () => {
  const items = [
    exactNames({ title: "Jump Drive", terms: ["jump drive"] }),
    undefined,
    exactNames({ title: "Jump", terms: ["jump", "jumps"] }),
    exactNames({ title: "Exert", terms: [] }),
  ];

  it("finds the item named exactly, not the first that contains the word", () => {
    expect(exactTermIndex("jump", items)).toBe(2);
    expect(exactTermIndex("  JUMPS ", items)).toBe(2);
    expect(exactTermIndex("jump  drive", items)).toBe(0);
    expect(exactTermIndex("exert", items)).toBe(3);
  });

  it("finds nothing for a part of a name or an empty query", () => {
    expect(exactTermIndex("jum", items)).toBe(-1);
    expect(exactTermIndex("drive", items)).toBe(-1);
    expect(exactTermIndex(" ", items)).toBe(-1);
  });
});
