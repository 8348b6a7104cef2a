import { describe, expect, it } from "vitest";
import { MAX_COMMENT_LENGTH } from "./limits";
import { commentBodySchema, reasonSchema } from "./schemas";

describe("comment inputs", () => {
  it("keeps Markdown and trims it", () => {
    expect(commentBodySchema.parse("  Nice **ship** [[Free Trader]]  ")).toBe("Nice **ship** [[Free Trader]]");
  });

  it("refuses empty, huge and NUL-bearing bodies with a reason", () => {
    for (const body of ["   ", "x".repeat(MAX_COMMENT_LENGTH + 1), "a\u0000b"]) {
      const result = commentBodySchema.safeParse(body);
      expect(result.success, JSON.stringify(body.slice(0, 10))).toBe(false);
      expect(result.error?.issues[0]?.message).toBeTruthy();
    }
  });

  it("refuses an empty or multi-line reason", () => {
    expect(reasonSchema.safeParse("").success).toBe(false);
    expect(reasonSchema.safeParse("spam\nspam").success).toBe(false);
    expect(reasonSchema.parse(" Spam ")).toBe("Spam");
  });
});
