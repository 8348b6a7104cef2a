import { describe, expect, it } from "vitest";
import { editsAtLeast, editsWithin, letterMask, lettersOf, levenshtein, sameLetters } from "./edits";

const l = lettersOf;

describe("edit distances", () => {
  it("count insertions, deletions and substitutions, a swap as two", () => {
    expect(levenshtein(l("kitten"), l("sitting"))).toBe(3);
    expect(levenshtein(l("pilot"), l("pilot"))).toBe(0);
    expect(levenshtein(l("pilot"), l("iplot"))).toBe(2);
    expect(levenshtein(l(""), l("crew"))).toBe(4);
  });

  it("count letters, not UTF-16 units", () => {
    expect(levenshtein(l("a𝒳b"), l("ab"))).toBe(1);
    expect(editsWithin(l("é"), l("e"), 1)).toBe(true);
  });

  it("tell whether a distance is within a limit, whatever the lengths", () => {
    expect(editsWithin(l("salvage"), l("salvgae"), 1)).toBe(false);
    expect(editsWithin(l("salvage"), l("salvgae"), 2)).toBe(true);
    expect(editsWithin(l("lantern"), l("lanterns"), 1)).toBe(true);
    expect(editsWithin(l("lantern"), l("lanternsss"), 2)).toBe(false);
    expect(editsWithin(l("abcdefghij"), l("jihgfedcba"), 3)).toBe(false);
  });

  it("tell words of the same letters", () => {
    expect(sameLetters(l("pilot"), l("iplot"))).toBe(true);
    expect(sameLetters(l("moot"), l("mot"))).toBe(false);
    expect(sameLetters(l("aab"), l("abb"))).toBe(false);
  });
});

describe("the letter masks' bound", () => {
  it("never exceeds the distance", () => {
    const words = [
      "salvage",
      "salvgae",
      "pilot",
      "iplot",
      "lantern",
      "lanterns",
      "merrow",
      "crew",
      "zyx",
      "été",
      "kx77",
    ];
    for (const a of words)
      for (const b of words)
        expect(editsAtLeast(letterMask(l(a)), letterMask(l(b)))).toBeLessThanOrEqual(levenshtein(l(a), l(b)));
  });

  it("counts the letters one word lacks", () => {
    expect(editsAtLeast(letterMask(l("pilot")), letterMask(l("crew")))).toBe(5);
    expect(editsAtLeast(letterMask(l("pilot")), letterMask(l("iplot")))).toBe(0);
  });
});
