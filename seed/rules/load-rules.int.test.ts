import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { applyMigrations } from "../../lib/database/migrate";
import { readCatalogue } from "../read-catalogue";
import { loadCatalogue } from "../load-catalogue";
import { readRules, type RulesSeed } from "./read-rules";
import { describeRulesLoad, loadRules } from "./load-rules";

const rules = readRules();
const none = { created: 0, updated: 0, unchanged: 0, removed: 0, kept: 0 };

describe("loadRules", () => {
  const db = useTestDatabase({ empty: true });
  beforeAll(async () => {
    await applyMigrations({ connectionString: db.url });
    await loadCatalogue({ prisma: db.prisma, catalogue: readCatalogue() });
  });

  it("creates every entry, section and anatomy card on an empty database", async () => {
    const report = await loadRules({ prisma: db.prisma, rules });
    expect(report).toEqual({
      entries: { ...none, created: rules.entries.length },
      sections: { ...none, created: rules.sections.length },
      anatomy: { ...none, created: rules.anatomy.length },
    });
    const ready = await db.prisma.glossaryEntry.findUniqueOrThrow({ where: { anchor: "Ready_Phase" } });
    expect(ready).toMatchObject({
      kind: "PHASE",
      source: "seed",
      stages: rules.entries.find((e) => e.anchor === "Ready_Phase")!.stages,
    });
  });

  it("changes nothing when loaded again, and says so", async () => {
    const report = await loadRules({ prisma: db.prisma, rules });
    expect(report.entries).toEqual({ ...none, unchanged: rules.entries.length });
    expect(report.sections).toEqual({ ...none, unchanged: rules.sections.length });
    expect(report.anatomy).toEqual({ ...none, unchanged: rules.anatomy.length });
    expect(describeRulesLoad(report)).toBe(
      `rules: glossary 0 created, 0 updated, ${rules.entries.length} unchanged, 0 removed; sections 0 created, 0 updated, ${rules.sections.length} unchanged, 0 removed; anatomy 0 created, 0 updated, ${rules.anatomy.length} unchanged, 0 removed`,
    );
  });

  it("updates what changed and removes what left the seed", async () => {
    const edited: RulesSeed = {
      ...rules,
      entries: rules.entries
        .filter((e) => e.anchor !== "Solo_Play")
        .map((e) => (e.anchor === "Trifling" ? { ...e, body: "Edited." } : e)),
    };
    const withoutLinks = {
      ...edited,
      entries: edited.entries.map((e) => ({ ...e, related: e.related.filter((r) => r !== "Solo_Play") })),
    };
    const report = await loadRules({ prisma: db.prisma, rules: withoutLinks });
    expect(report.entries.removed).toBe(1);
    expect(report.entries.updated).toBe(1 + rules.entries.filter((e) => e.related.includes("Solo_Play")).length);
    expect((await db.prisma.glossaryEntry.findUniqueOrThrow({ where: { anchor: "Trifling" } })).body).toBe("Edited.");
    expect(await db.prisma.glossaryEntry.count({ where: { anchor: "Solo_Play" } })).toBe(0);
    await loadRules({ prisma: db.prisma, rules });
    expect(await db.prisma.glossaryEntry.count()).toBe(rules.entries.length);
  });

  it("leaves rows an import wrote alone", async () => {
    await db.prisma.glossaryEntry.update({
      where: { anchor: "The_Golden_Rule" },
      data: { body: "Imported text.", source: "import:page.html" },
    });
    const report = await loadRules({ prisma: db.prisma, rules });
    expect(report.entries).toEqual({ ...none, unchanged: rules.entries.length - 1, kept: 1 });
    expect(describeRulesLoad(report)).toContain("1 kept from an import");
    expect((await db.prisma.glossaryEntry.findUniqueOrThrow({ where: { anchor: "The_Golden_Rule" } })).body).toBe(
      "Imported text.",
    );
  });

  it("writes nothing when an anatomy card is missing from the catalogue", async () => {
    const broken: RulesSeed = {
      ...rules,
      entries: rules.entries.map((e) => (e.anchor === "Jump" ? { ...e, body: "Changed before the failure." } : e)),
      anatomy: rules.anatomy.map((a) => (a.cardType === "SHIP" ? { ...a, cardSlug: "no-such-ship" } : a)),
    };
    await expect(loadRules({ prisma: db.prisma, rules: broken })).rejects.toThrow(
      "anatomy.json 'SHIP': field 'card': no card 'no-such-ship' in the catalogue",
    );
    expect((await db.prisma.glossaryEntry.findUniqueOrThrow({ where: { anchor: "Jump" } })).body).not.toBe(
      "Changed before the failure.",
    );
  });
});
