import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "@/lib/decklists/limits";
import { readQuickAdd } from "./quick-add";

describe("readQuickAdd", () => {
  it("reads a count before the name, with or without an x", () => {
    expect(readQuickAdd("3 cutl")).toEqual({ copies: 3, name: "cutl" });
    expect(readQuickAdd("  2x long qu ")).toEqual({ copies: 2, name: "long qu" });
    expect(readQuickAdd("4× Cutlass")).toEqual({ copies: 4, name: "Cutlass" });
  });

  it("adds one copy when no count is typed, and keeps a name that starts with a digit whole", () => {
    expect(readQuickAdd("cutlass")).toEqual({ copies: 1, name: "cutlass" });
    expect(readQuickAdd("7th Fleet")).toEqual({ copies: 1, name: "7th Fleet" });
  });

  it("waits for a name after a bare count", () => {
    expect(readQuickAdd("3")).toEqual({ copies: 3, name: "" });
    expect(readQuickAdd("3 ")).toEqual({ copies: 3, name: "" });
    expect(readQuickAdd("")).toEqual({ copies: 1, name: "" });
  });

  it("keeps the count between one and a line's most", () => {
    expect(readQuickAdd("0 cutlass")).toEqual({ copies: 1, name: "cutlass" });
    expect(readQuickAdd("9999 cutlass")).toEqual({ copies: MAX_LINE_QUANTITY, name: "cutlass" });
  });
});
