import { describe, expect, it } from "vitest";
import { BodyMemo } from "./body-memo";

describe("BodyMemo", () => {
  it("forgets the least recently used entries beyond its size", () => {
    const memo = new BodyMemo<string>(10);
    memo.set("a", "A", 4);
    memo.set("b", "B", 4);
    expect(memo.get("a")).toBe("A");
    memo.set("c", "C", 4);
    expect(memo.get("b")).toBeUndefined();
    expect(memo.get("a")).toBe("A");
    expect(memo.get("c")).toBe("C");
    expect(memo.size).toBe(8);
  });
  it("does not keep an entry larger than the whole memo", () => {
    const memo = new BodyMemo<string>(10);
    memo.set("big", "X", 11);
    expect(memo.get("big")).toBeUndefined();
    expect(memo.size).toBe(0);
  });
});
