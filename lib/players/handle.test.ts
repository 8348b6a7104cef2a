import { describe, expect, it } from "vitest";
import { handleSchema, profileFormSchema } from "./handle";

describe("handleSchema", () => {
  it.each(["ada", "Ada_Lovelace", "jump-2", "x".repeat(24)])("accepts %s", (handle) => {
    expect(handleSchema.safeParse(handle).success).toBe(true);
  });

  it.each([
    ["too short", "ab"],
    ["too long", "x".repeat(25)],
    ["a space", "ada lovelace"],
    ["a Cyrillic а lookalike", "\u0430da"],
    ["a full-width letter", "\uff41da"],
    ["an accent", "adé"],
    ["a dot", "ada.l"],
  ])("refuses %s", (_, handle) => {
    expect(handleSchema.safeParse(handle).success).toBe(false);
  });

  it.each(["admin", "API", "New", "Root"])("refuses the reserved word %s in any case", (handle) => {
    const result = handleSchema.safeParse(handle);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/reserved/);
  });

  it("trims and limits the bio", () => {
    expect(profileFormSchema.parse({ handle: " ada ", bio: " hi " })).toEqual({ handle: "ada", bio: "hi" });
    expect(profileFormSchema.safeParse({ handle: "ada", bio: "x".repeat(1001) }).success).toBe(false);
  });
});
