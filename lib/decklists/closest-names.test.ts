import { describe, expect, it } from "vitest";
import { closestNames, editDistance, similarity } from "./closest-names";

const names = ["Free Trader", "Far Trader", "Scout Courier", "Medkit", "Vargr Raider", "Snub Fighter", "Salvage Run"];

describe("closestNames", () => {
  it("measures edit distance", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("finds misspellings first", () => {
    expect(closestNames("Fre Trader", names)[0]).toBe("Free Trader");
    expect(closestNames("medkti", names)[0]).toBe("Medkit");
  });

  it("finds reordered words through token overlap", () => {
    expect(closestNames("Courier, Scout", names)[0]).toBe("Scout Courier");
  });

  it("returns at most three, best first, and nothing for noise", () => {
    const traders = closestNames("Trader", names);
    expect(traders.slice(0, 2)).toEqual(["Far Trader", "Free Trader"]);
    expect(closestNames("a", names, 10).length).toBeLessThanOrEqual(names.length);
    expect(closestNames("Rader", names).length).toBeLessThanOrEqual(3);
    expect(closestNames("zzzzzzzzzzzz", names)).toEqual([]);
  });

  it("ignores case and punctuation", () => {
    expect(similarity("FREE-TRADER", "Free Trader")).toBe(1);
  });
});
