import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ICON_LABELS } from "../../lib/cards/card-text";
import { markupAnchors } from "../../lib/glossary/rules-markup";
import { RULES_SEED_DIR, readRules, RulesSeedError } from "./read-rules";

const rules = readRules();
const byAnchor = new Map(rules.entries.map((e) => [e.anchor, e]));

describe("the rules seed", () => {
  it("has the Golden and Platinum Rules and at least 50 glossary entries", () => {
    expect(rules.entries.filter((e) => e.kind === "RULE").map((e) => e.anchor)).toEqual([
      "The_Golden_Rule",
      "The_Platinum_Rule",
    ]);
    expect(rules.entries.filter((e) => e.kind !== "RULE").length).toBeGreaterThanOrEqual(50);
  });

  it("covers what the reference must explain", () => {
    const required = [
      // card types, phases
      "Ship",
      "Crew",
      "Gear",
      "Upgrade",
      "Connection",
      "Action",
      "Adventure_Card",
      "Contract",
      "Complication",
      "Ready_Phase",
      "Adventure_Phase",
      "Procurement_Phase",
      "Action_Phase",
      "Resource_Phase",
      "Resolution_Phase",
      // the booklet's selected terms and keywords
      "Armor",
      "Bankruptcy",
      "Expend",
      "Expense",
      "Hindrance",
      "Integral",
      "Jettison",
      "Move",
      "Non_Human",
      "Trifling",
      // and the rest the issue names
      "Exert",
      "Ready",
      "Initiative",
      "Initiative_Order",
      "Procure",
      "Infamy",
      "Piracy",
      "Attack_Value",
      "Defense_Value",
      "Structure",
      "Wounds",
      "Subplot",
      "Abandonment",
      "Distance",
      "Jump",
      "Eligible",
      "Competition",
      "Card_Limits",
      "Keywords",
    ];
    expect(required.filter((a) => !byAnchor.has(a))).toEqual([]);
  });

  it("explains every icon card text can show", () => {
    const icons = rules.entries.flatMap((e) => (e.icon ? [e.icon] : [])).sort();
    expect(icons).toEqual(Object.keys(ICON_LABELS).sort());
  });

  it("gives every phase its stages in play order, each ending with the victory check", () => {
    const phases = rules.entries.filter((e) => e.kind === "PHASE");
    expect(phases.map((p) => p.anchor)).toEqual([
      "Ready_Phase",
      "Adventure_Phase",
      "Procurement_Phase",
      "Action_Phase",
      "Resource_Phase",
      "Resolution_Phase",
    ]);
    expect(phases.map((p) => p.stages.length)).toEqual([6, 3, 2, 2, 2, 6]);
    for (const p of phases) expect(p.stages.at(-1)).toMatch(/Check for victory/);
  });

  it("has the appendices: setup with contract slots for 1 to 4 captains, the round sequence, and card anatomy of every type", () => {
    const setup = rules.sections.find((s) => s.anchor === "Initial_Setup")!;
    for (const n of [1, 2, 3, 4]) expect(setup.body).toMatch(new RegExp(`^\\| ${n} \\|`, "m"));
    expect(rules.sections.find((s) => s.anchor === "Round_Sequence")?.kind).toBe("ROUND_SEQUENCE");
    expect(rules.anatomy.map((a) => a.cardType).sort()).toEqual([
      "ACTION",
      "ADVENTURE",
      "CONNECTION",
      "CREW",
      "GEAR",
      "SHIP",
      "UPGRADE",
    ]);
  });

  it("links only to anchors that exist", () => {
    const anchors = new Set([...rules.entries, ...rules.sections].map((x) => x.anchor));
    const links = [
      ...rules.entries.flatMap((e) => [...e.related, ...markupAnchors(e.body), ...e.stages.flatMap(markupAnchors)]),
      ...rules.sections.flatMap((s) => markupAnchors(s.body)),
      ...rules.anatomy.flatMap((a) => [
        ...markupAnchors(a.intro),
        ...a.callouts.flatMap((c) => [...markupAnchors(c.body), ...(c.see ? [c.see] : [])]),
      ]),
    ];
    expect(links.filter((a) => !anchors.has(a))).toEqual([]);
  });
});

describe("a broken rules seed", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A copy of the seed with one file edited. */
  function seedWith(file: string, edit: (data: unknown) => unknown): string {
    dir = mkdtempSync(join(tmpdir(), "rules-seed-"));
    cpSync(RULES_SEED_DIR, dir, { recursive: true, filter: (p) => !p.endsWith(".ts") });
    const path = join(dir, file);
    writeFileSync(path, JSON.stringify(edit(JSON.parse(readFileSync(path, "utf8")))));
    return dir;
  }
  type GlossaryFile = {
    entries: { anchor: string; related?: string[]; body: string; terms?: string[]; stages?: string[] }[];
  };

  it("names the file, entry and field of a related entry that does not exist", () => {
    const broken = seedWith("glossary/terms.json", (data) => {
      (data as GlossaryFile).entries[0]!.related = ["No_Such_Entry"];
      return data;
    });
    expect(() => readRules(broken)).toThrow(
      new RulesSeedError(
        "glossary/terms.json: entry #1 'Abandonment': field 'related': unknown anchor 'No_Such_Entry'",
      ),
    );
  });

  it("names a broken [[link]] in a body", () => {
    const broken = seedWith("glossary/keywords.json", (data) => {
      (data as GlossaryFile).entries[0]!.body += " See [[Nowhere]].";
      return data;
    });
    expect(() => readRules(broken)).toThrow(
      "glossary/keywords.json: entry #1 'Armor': field 'body': unknown anchor 'Nowhere'",
    );
  });

  it("rejects a term that two entries claim", () => {
    const broken = seedWith("glossary/keywords.json", (data) => {
      (data as GlossaryFile).entries[0]!.terms = ["armor", "jump"];
      return data;
    });
    expect(() => readRules(broken)).toThrow(/field 'terms': '(jump|jumps)' already links to/);
  });

  it("rejects a phase without stages and a misspelt field, with the field named", () => {
    const noStages = seedWith("glossary/phases.json", (data) => {
      delete (data as GlossaryFile).entries[2]!.stages;
      return data;
    });
    expect(() => readRules(noStages)).toThrow(
      "glossary/phases.json: field 'entries.2.stages': a phase lists its stages",
    );
    rmSync(noStages, { recursive: true });
    const misspelt = seedWith("sections.json", (data) => [
      { ...(data as object[])[0], titel: "x" },
      ...(data as object[]).slice(1),
    ]);
    expect(() => readRules(misspelt)).toThrow(`sections.json: field '0': Unrecognized key: "titel"`);
  });
});
