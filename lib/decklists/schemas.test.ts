import { describe, expect, it } from "vitest";
import { importDeckSchema } from "../decks/schemas";
import { checkFormSchema, picksFromForm, validateJsonSchema } from "./schemas";

describe("the import form's schema", () => {
  it("reads picks from pick-<line> fields, skipping 'leave it out'", () => {
    const form = new FormData();
    form.set("name", "Deck");
    form.set("pick-3", "far-trader");
    form.set("pick-7", "");
    expect(picksFromForm(form)).toEqual([{ line: 3, slug: "far-trader" }]);
  });

  it("normalises the name and refuses a second pick for one line or a bad line number", () => {
    const base = { name: "  Traders ", formatId: "standard", text: "1x Scout" };
    expect(importDeckSchema.parse(base)).toMatchObject({ name: "Traders", picks: [] });
    const twice = [
      { line: 2, slug: "a" },
      { line: 2, slug: "b" },
    ];
    expect(importDeckSchema.safeParse({ ...base, picks: twice }).success).toBe(false);
    expect(importDeckSchema.safeParse({ ...base, picks: [{ line: Number("x"), slug: "a" }] }).success).toBe(false);
  });

  it("refuses an empty name and an empty list with messages for their fields", () => {
    const result = importDeckSchema.safeParse({ name: " ", formatId: "standard", text: "  " });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(["name", "text"]);
  });
});

describe("the check date", () => {
  it("is optional: absent or empty means today", () => {
    expect(checkFormSchema.parse({ decklist: "1x Scout", date: "" }).date).toBeUndefined();
    expect(checkFormSchema.parse({ decklist: "1x Scout" }).date).toBeUndefined();
    expect(validateJsonSchema.parse({ cards: [], date: " 2026-09-05 " }).date).toBe("2026-09-05");
  });

  it("refuses anything but a calendar day written YYYY-MM-DD, naming the field", () => {
    for (const date of ["05/09/2026", "2026-02-30", "soon"]) {
      expect(
        checkFormSchema.safeParse({ decklist: "1x Scout", date }).error?.issues.map((i) => i.path.join(".")),
      ).toEqual(["date"]);
    }
  });
});
