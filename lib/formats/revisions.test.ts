import { describe, expect, it } from "vitest";
import type { FormatRevision } from "../rules/format";
import { isUnchanged, revisionChanges, revisionOn } from "./revisions";

const revisions = [{ effective: "2026-03-14" }, { effective: "2026-09-05" }, { effective: "2027-01-01" }];

describe("revisionOn", () => {
  it("is undefined before the first revision", () => {
    expect(revisionOn(revisions, "2026-03-13")).toBeUndefined();
    expect(revisionOn([], "2026-03-14")).toBeUndefined();
  });

  it("takes a revision from its effective day on, until the day before the next", () => {
    expect(revisionOn(revisions, "2026-03-14")).toBe(revisions[0]);
    expect(revisionOn(revisions, "2026-09-04")).toBe(revisions[0]);
    expect(revisionOn(revisions, "2026-09-05")).toBe(revisions[1]);
    expect(revisionOn(revisions, "2026-12-31")).toBe(revisions[1]);
  });

  it("keeps the last revision in force for ever after", () => {
    expect(revisionOn(revisions, "2027-01-01")).toBe(revisions[2]);
    expect(revisionOn(revisions, "2999-12-31")).toBe(revisions[2]);
  });
});

const base: FormatRevision = {
  effective: "2026-03-14",
  summary: "Launch.",
  legalSets: ["CORE"],
  banned: ["Debt Collar"],
  restricted: [],
  rules: [{ kind: "ship-count", count: 1 }, { kind: "copies", max: 3 }, { kind: "section" }],
};

describe("revisionChanges", () => {
  it("finds nothing between a revision and itself, whatever the order and case of its lists", () => {
    const same = { ...base, legalSets: ["CORE"], banned: ["debt collar"], rules: [...base.rules].reverse() };
    expect(isUnchanged(revisionChanges(base, same))).toBe(true);
  });

  it("names sets, list entries and rules added, removed and changed", () => {
    const next: FormatRevision = {
      ...base,
      legalSets: null,
      banned: ["Snap Shot"],
      restricted: ["Parasite Drone Swarm"],
      rules: [{ kind: "ship-count", count: 1 }, { kind: "copies", max: 4 }, { kind: "unique-crew" }],
    };
    const changes = revisionChanges(base, next);
    expect(changes).toEqual({
      legalSets: { before: ["CORE"], after: null },
      banned: { added: ["Snap Shot"], removed: ["Debt Collar"] },
      restricted: { added: ["Parasite Drone Swarm"], removed: [] },
      rules: {
        added: [{ kind: "unique-crew" }],
        removed: [{ kind: "section" }],
        changed: [{ before: { kind: "copies", max: 3 }, after: { kind: "copies", max: 4 } }],
      },
    });
    expect(isUnchanged(changes)).toBe(false);
  });

  it("tells subtype limits of different card types apart", () => {
    const connections = {
      ...base,
      rules: [{ kind: "subtype-limit" as const, cardType: "CONNECTION" as const, max: 1 }],
    };
    const gear = { ...base, rules: [{ kind: "subtype-limit" as const, cardType: "GEAR" as const, max: 1 }] };
    const changes = revisionChanges(connections, gear);
    expect(changes.rules.added).toEqual(gear.rules);
    expect(changes.rules.removed).toEqual(connections.rules);
    expect(changes.rules.changed).toEqual([]);
  });
});
