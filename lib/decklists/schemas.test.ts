import { describe, expect, it } from "vitest";
import { importDeckSchema, picksFromForm } from "./schemas";

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
    const twice = [{ line: 2, slug: "a" }, { line: 2, slug: "b" }];
    expect(importDeckSchema.safeParse({ ...base, picks: twice }).success).toBe(false);
    expect(importDeckSchema.safeParse({ ...base, picks: [{ line: Number("x"), slug: "a" }] }).success).toBe(false);
  });

  it("refuses an empty name and an empty list with messages for their fields", () => {
    const result = importDeckSchema.safeParse({ name: " ", formatId: "standard", text: "  " });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(["name", "text"]);
  });
});
