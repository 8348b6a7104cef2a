import { describe, expect, it } from "vitest";
import { cardIdSchema, collectionFiltersSchema } from "./schemas";

describe("collection inputs", () => {
  it("refuses a card id past the database's integer (it was a 500)", () => {
    expect(cardIdSchema.safeParse("2147483648").error?.issues[0]?.message).toBe("must be a card id");
    expect(cardIdSchema.parse("2147483647")).toBe(2147483647);
  });
  it("shows every set for a set filter that cannot be a code: too long or repeated (it was a 500)", () => {
    expect(collectionFiltersSchema.parse({ set: "ABCDEFGHIJK" }).set).toBeUndefined();
    expect(collectionFiltersSchema.parse({ set: ["a", "b"] }).set).toBeUndefined();
    expect(collectionFiltersSchema.parse({ set: " core " }).set).toBe("CORE");
  });
  it("reads the listing's page as a whole number from 1, anything else as the first page", () => {
    expect(collectionFiltersSchema.parse({}).page).toBe(1);
    expect(collectionFiltersSchema.parse({ page: "3" }).page).toBe(3);
    for (const page of ["0", "-2", "2.5", "two", ["2", "3"], "1e9"])
      expect(collectionFiltersSchema.parse({ page }).page).toBe(1);
  });
});
