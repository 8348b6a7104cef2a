import { describe, expect, it } from "vitest";
import { lineIndex } from "./line-index";

describe("lineIndex", () => {
  it("counts the lines before an offset, a newline belonging to the line it ends", () => {
    const lineAt = lineIndex("ab\ncd\n\nef");
    expect([0, 1, 2, 3, 5, 6, 7, 8].map(lineAt)).toEqual([1, 1, 1, 2, 2, 3, 4, 4]);
  });

  it("puts everything on line 1 when there is no newline", () => {
    expect(lineIndex("")(0)).toBe(1);
    expect(lineIndex("abc")(3)).toBe(1);
  });

  it("agrees with counting newlines one by one", () => {
    const text = Array.from({ length: 500 }, (_, i) => "x".repeat(i % 7) + (i % 3 ? "\n" : "\r\n")).join("");
    const lineAt = lineIndex(text);
    let line = 1;
    for (let offset = 0; offset < text.length; offset++) {
      expect(lineAt(offset)).toBe(line);
      if (text[offset] === "\n") line++;
    }
  });
});
