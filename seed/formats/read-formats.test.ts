import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogue, SeedError } from "../read-catalogue";
import { readFormats } from "./read-formats";

const catalogue = readCatalogue();

function dirWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "formats-"));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

const casual = { id: "casual", name: "Casual", description: "One ship.", legalSets: null, rules: [{ kind: "ship-count", count: 1 }] };

describe("readFormats", () => {
  it("reads Standard and Core only, checked against the catalogue", () => {
    const formats = readFormats(undefined, catalogue);
    expect(formats.map((f) => f.id)).toEqual(["core-only", "standard"]);
    const standard = formats[1]!;
    expect(standard.legalSets).toBeNull();
    expect(standard.rules.map((r) => r.kind)).toEqual([
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
    const dir = dirWith({ "casual.json": { ...casual, rules: [{ kind: "captain-size", size: "sixty" }] } });
    expect(() => readFormats(dir)).toThrow(SeedError);
    expect(() => readFormats(dir)).toThrow(/^formats\/casual\.json: field 'rules\.0\.size': /);
  });

  it("refuses bad JSON, an id that is not the file name, and unknown cards or sets", () => {
    expect(() => readFormats(dirWith({ "casual.json": "{ nope" }))).toThrow(/^formats\/casual\.json: not valid JSON/);
    expect(() => readFormats(dirWith({ "other.json": casual }))).toThrow("formats/other.json: field 'id': 'casual' does not match the file name");
    expect(() => readFormats(dirWith({ "casual.json": { ...casual, banned: ["Snapp Shot"] } }), catalogue)).toThrow(
      "formats/casual.json: field 'banned.0': no card is named 'Snapp Shot'",
    );
    expect(() => readFormats(dirWith({ "casual.json": { ...casual, legalSets: ["ZZZ"] } }), catalogue)).toThrow(
      "formats/casual.json: field 'legalSets.0': unknown set 'ZZZ' (not in sets.json)",
    );
  });
});
