import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogue, SeedError } from "../read-catalogue";
import { readFormatHistories, readFormats } from "./read-formats";

const catalogue = readCatalogue();

function dirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "formats-"));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

const revision = {
  effective: "2026-03-14",
  summary: "Launch.",
  legalSets: null,
  rules: [{ kind: "ship-count", count: 1 }],
};
const casual = { id: "casual", name: "Casual", description: "One ship.", revisions: [revision] };
const withRevision = (changes: Record<string, unknown>) => ({ ...casual, revisions: [{ ...revision, ...changes }] });

describe("readFormatHistories", () => {
  it("reads Core only and Standard with their revisions, checked against the catalogue", () => {
    const formats = readFormatHistories(undefined, catalogue);
    expect(formats.map((f) => f.id)).toEqual(["core-only", "standard"]);
    const standard = formats[1]!;
    expect(standard.revisions.map((r) => r.effective)).toEqual(["2026-03-14", "2026-09-05"]);
    const [launch, drifting] = standard.revisions;
    expect(launch).toMatchObject({ legalSets: ["CORE"], banned: [], restricted: [] });
    expect(drifting).toMatchObject({ legalSets: null, banned: ["Debt Collar"], restricted: ["Parasite Drone Swarm"] });
    expect(drifting!.rules.map((r) => r.kind)).toEqual([
      "ship-count",
      "captain-size",
      "adventure-size",
      "section",
      "unique-crew",
      "upgrade-fit",
      "soft-no-crew",
      "soft-crew-slots",
      "soft-upgrade-slots",
      "soft-unmet-requirements",
    ]);
  });

  it("names the file and the field of a bad format", () => {
    const dir = dirWith({ "casual.json": withRevision({ rules: [{ kind: "captain-size", size: "sixty" }] }) });
    expect(() => readFormatHistories(dir)).toThrow(SeedError);
    expect(() => readFormatHistories(dir)).toThrow(/^formats\/casual\.json: field 'revisions\.0\.rules\.0\.size': /);
  });

  it("refuses bad JSON, an id that is not the file name, and revision dates out of order", () => {
    expect(() => readFormatHistories(dirWith({ "casual.json": "{ nope" }))).toThrow(
      /^formats\/casual\.json: not valid JSON/,
    );
    expect(() => readFormatHistories(dirWith({ "other.json": casual }))).toThrow(
      "formats/other.json: field 'id': 'casual' does not match the file name",
    );
    const backwards = { ...casual, revisions: [revision, { ...revision, effective: "2026-01-01" }] };
    expect(() => readFormatHistories(dirWith({ "casual.json": backwards }))).toThrow(
      "formats/casual.json: field 'revisions.1.effective': 2026-01-01 must come after the previous revision's 2026-03-14",
    );
  });

  it("refuses unknown cards and sets, and a set made legal before its release", () => {
    expect(() =>
      readFormatHistories(dirWith({ "casual.json": withRevision({ banned: ["Snapp Shot"] }) }), catalogue),
    ).toThrow("formats/casual.json: field 'revisions.0.banned.0': no card is named 'Snapp Shot'");
    expect(() =>
      readFormatHistories(dirWith({ "casual.json": withRevision({ restricted: ["snap-shott"] }) }), catalogue),
    ).toThrow("formats/casual.json: field 'revisions.0.restricted.0': no card is named 'snap-shott'");
    expect(() =>
      readFormatHistories(dirWith({ "casual.json": withRevision({ legalSets: ["ZZZ"] }) }), catalogue),
    ).toThrow("formats/casual.json: field 'revisions.0.legalSets.0': unknown set 'ZZZ' (not in sets.json)");
    expect(() =>
      readFormatHistories(dirWith({ "casual.json": withRevision({ legalSets: ["CORE", "DRFT"] }) }), catalogue),
    ).toThrow(
      "formats/casual.json: field 'revisions.0.legalSets.1': 'DRFT' is released on 2026-09-05, after this revision takes effect (2026-03-14)",
    );
  });
});

describe("readFormats", () => {
  it("gives each format under its newest revision, as the engine reads it", () => {
    const standard = readFormats(undefined, catalogue).find((f) => f.id === "standard")!;
    expect(standard).toMatchObject({
      id: "standard",
      name: "Standard",
      effective: "2026-09-05",
      banned: ["Debt Collar"],
      legalSets: null,
    });
    expect(standard).not.toHaveProperty("summary");
  });
});
