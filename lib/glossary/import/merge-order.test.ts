import { describe, expect, it } from "vitest";
import { mergeOrder } from "./merge-order";

describe("mergeOrder", () => {
  it("follows the imported order and keeps other sections after their old neighbour", () => {
    expect(mergeOrder(["A", "X", "B", "Y"], ["B", "C", "A"])).toEqual(["B", "C", "Y", "A", "X"]);
  });

  it("puts a section that came first before the imported ones it did not follow", () => {
    expect(mergeOrder(["X", "A"], ["A"])).toEqual(["X", "A"]);
    expect(mergeOrder(["A", "B"], [])).toEqual(["A", "B"]);
  });
});
