import { describe, expect, it } from "vitest";
import { MAX_INT_COLUMN } from "../database/int-column";
import { deckCardInputSchema, restoreVersionSchema, saveDeckSchema } from "./schemas";

// Numbers past PostgreSQL's integer made the query fail (a 500); the schemas refuse them first.
describe("deck inputs stop at the database's integer", () => {
  it("refuses a card id or a version past 2^31 − 1, and takes the largest one", () => {
    expect(deckCardInputSchema.safeParse({ cardId: MAX_INT_COLUMN + 1, quantity: 1 }).success).toBe(false);
    expect(deckCardInputSchema.safeParse({ cardId: MAX_INT_COLUMN, quantity: 1 }).success).toBe(true);
    expect(saveDeckSchema.shape.version.safeParse(MAX_INT_COLUMN + 1).success).toBe(false);
    expect(saveDeckSchema.shape.version.safeParse(MAX_INT_COLUMN).success).toBe(true);
    expect(restoreVersionSchema.shape.version.safeParse(String(MAX_INT_COLUMN + 1)).error?.issues[0]?.message).toBe(
      "Pick a saved version",
    );
    expect(restoreVersionSchema.shape.fromVersion.safeParse("2147483648").success).toBe(false);
  });
});
