import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { formatAt, formatHistorySchema, parseFormat } from "./format";

const minimal = {
  id: "casual",
  name: "Casual",
  description: "Anything goes, one ship.",
  legalSets: null,
  rules: [{ kind: "ship-count", count: 1 }],
};

function issuesOf(json: unknown): string[] {
  try {
    parseFormat(json);
  } catch (error) {
    if (error instanceof ZodError) return error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw error;
  }
  return [];
}

describe("parseFormat", () => {
  it("accepts a format and defaults the lists to empty", () => {
    expect(parseFormat(minimal)).toEqual({ ...minimal, banned: [], restricted: [] });
  });

  it("names the field of a rule with a bad parameter or an unknown kind", () => {
    expect(issuesOf({ ...minimal, rules: [{ kind: "copies", max: 0 }] })).toEqual([
      expect.stringMatching(/^rules\.0\.max: /),
    ]);
    expect(issuesOf({ ...minimal, rules: [{ kind: "no-such-rule" }] })).toEqual([
      expect.stringMatching(/^rules\.0\.kind: /),
    ]);
    expect(issuesOf({ ...minimal, rules: [{ kind: "section", extra: true }] })).toEqual([
      expect.stringMatching(/^rules\.0: .*extra/),
    ]);
  });

  it("refuses a rule kind twice, but allows one subtype-limit per card type", () => {
    const copies = { kind: "copies", max: 3 };
    expect(issuesOf({ ...minimal, rules: [copies, copies] })).toEqual(["rules.1: 'copies' appears twice"]);
    const limits = [
      { kind: "subtype-limit", cardType: "CONNECTION", max: 1 },
      { kind: "subtype-limit", cardType: "GEAR", max: 2 },
    ];
    expect(issuesOf({ ...minimal, rules: limits })).toEqual([]);
    expect(issuesOf({ ...minimal, rules: [limits[0], limits[0]] })).toEqual([
      "rules.1: 'subtype-limit CONNECTION' appears twice",
    ]);
  });

  it("refuses an empty legal set list, a card both banned and restricted, and no rules", () => {
    expect(issuesOf({ ...minimal, legalSets: [] })).toEqual([expect.stringMatching(/^legalSets: /)]);
    expect(issuesOf({ ...minimal, banned: ["Snap Shot"], restricted: ["snap shot"] })).toEqual([
      "restricted.0: 'snap shot' is also banned",
    ]);
    expect(issuesOf({ ...minimal, rules: [] })).toEqual([expect.stringMatching(/^rules: /)]);
  });
});

describe("formatHistorySchema", () => {
  const { id: _id, name: _name, description: _description, ...lists } = minimal;
  const revision = (effective: string) => ({ effective, summary: "Changes.", ...lists });
  const history = (...dates: string[]) => ({
    id: "casual",
    name: "Casual",
    description: "One ship.",
    revisions: dates.map(revision),
  });

  it("accepts revisions in strictly increasing date order and builds the engine's format from one", () => {
    const parsed = formatHistorySchema.parse(history("2026-03-14", "2026-09-05"));
    expect(parsed.revisions.map((r) => r.effective)).toEqual(["2026-03-14", "2026-09-05"]);
    expect(formatAt(parsed, parsed.revisions[1]!)).toEqual({
      ...minimal,
      description: "One ship.",
      effective: "2026-09-05",
      banned: [],
      restricted: [],
    });
  });

  it("refuses revisions out of order or on the same day, naming the later one", () => {
    const issues = (json: unknown) =>
      formatHistorySchema.safeParse(json).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(issues(history("2026-09-05", "2026-03-14"))).toEqual([
      "revisions.1.effective: 2026-03-14 must come after the previous revision's 2026-09-05",
    ]);
    expect(issues(history("2026-09-05", "2026-09-05"))).toEqual([
      "revisions.1.effective: 2026-09-05 must come after the previous revision's 2026-09-05",
    ]);
    expect(issues(history())).toEqual([expect.stringMatching(/^revisions: /)]);
    expect(issues({ ...history("2026-02-30"), revisions: [revision("2026-02-30")] })).toEqual([
      "revisions.0.effective: is not a day of the calendar",
    ]);
  });

  it("checks each revision's rules and lists like a format's", () => {
    const copies = { kind: "copies", max: 3 };
    const bad = { ...history("2026-03-14"), revisions: [{ ...revision("2026-03-14"), rules: [copies, copies] }] };
    expect(formatHistorySchema.safeParse(bad).error?.issues.map((i) => i.path.join("."))).toEqual([
      "revisions.0.rules.1",
    ]);
  });
});
