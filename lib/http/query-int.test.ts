import { describe, expect, it } from "vitest";
import { z } from "zod";
import { queryInt } from "./query-int";

describe("queryInt", () => {
  const page = z.object({ page: queryInt({ min: 1, max: 10_000, fallback: 1 }) });

  it("reads decimal digits, and the default when absent", () => {
    expect(page.parse({ page: "16" }).page).toBe(16);
    expect(page.parse({}).page).toBe(1);
  });

  it("refuses what Number() would read as another number: hex, exponents, signs, blanks, fractions", () => {
    for (const text of ["0x10", "1e3", "+2", " 2", "", "2.0", "0b1", "Infinity", "1_000"])
      expect(page.safeParse({ page: text }).success, text).toBe(false);
  });

  it("keeps the range, and is an integer in JSON Schema (what the OpenAPI document shows)", () => {
    expect(page.safeParse({ page: "0" }).success).toBe(false);
    expect(page.safeParse({ page: "10001" }).success).toBe(false);
    const json = z.toJSONSchema(page, { io: "input" }) as unknown as { properties: { page: Record<string, unknown> } };
    expect(json.properties.page).toMatchObject({ type: "integer", minimum: 1, maximum: 10_000, default: 1 });
  });
});
