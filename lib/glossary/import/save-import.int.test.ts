import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/database";
import { readRules } from "../../../seed/rules/read-rules";
import { loadRules } from "../../../seed/rules/load-rules";
import { parseReference } from "./parse-reference";
import { NEEDS_REFERENCE_PAGE, REFERENCE_PAGE_TEXT } from "./reference-page.testing";
import { describeImport, saveImport } from "./save-import";

const reference = parseReference(REFERENCE_PAGE_TEXT ?? "");
const source = "import:000_b39a335fd18b1a93.txt";
const db = useTestDatabase();

describe.skipIf(REFERENCE_PAGE_TEXT === undefined)(`saving an imported rules reference${NEEDS_REFERENCE_PAGE}`, () => {
  it("updates the entries that own an anchor and upserts the other sections", async () => {
    const report = await saveImport({ prisma: db.prisma, reference, source });
    // Phases and the two rules are glossary entries in Starport; the rest are page sections.
    expect(report.entries).toEqual({ updated: 8, unchanged: 0 });
    expect(report.sections.created + report.sections.updated).toBe(reference.sections.length - 8);
    const ready = await db.prisma.glossaryEntry.findUniqueOrThrow({ where: { anchor: "Ready_Phase" } });
    expect(ready).toMatchObject({ kind: "PHASE", source });
    expect(ready.stages).toHaveLength(6);
    expect(ready.stages[3]).toContain("1[credit] per point");
    const golden = await db.prisma.glossaryEntry.findUniqueOrThrow({ where: { anchor: "The_Golden_Rule" } });
    expect(golden).toMatchObject({ kind: "RULE", source });
    const glossary = await db.prisma.rulesSection.findUniqueOrThrow({ where: { anchor: "Glossary" } });
    expect(glossary.kind).toBe("GLOSSARY");
    const solo = await db.prisma.rulesSection.findUniqueOrThrow({ where: { anchor: "Adventure_Phase_Solo" } });
    expect(solo).toMatchObject({ level: 4, kind: "TEXT", source });
    // A section Starport draws from the database keeps its kind.
    expect((await db.prisma.rulesSection.findUniqueOrThrow({ where: { anchor: "Round_Sequence" } })).kind).toBe(
      "ROUND_SEQUENCE",
    );
    expect(report.unresolved).toEqual([]);
  });

  it("keeps the sections the file does not have in their place around the imported ones", async () => {
    const order = (await db.prisma.rulesSection.findMany({ orderBy: { position: "asc" } })).map((s) => s.anchor);
    expect(order.slice(0, 2)).toEqual(["Science_Fiction_Adventure_in_the_Far_Far_Future", "About_This_Reference"]);
    expect(order.indexOf("Card_Anatomy")).toBe(order.indexOf("Adventure_Phase_Solo") + 1);
  });

  it("changes nothing when run again, and the seed load keeps the imported rows", async () => {
    const again = await saveImport({ prisma: db.prisma, reference, source });
    expect(again.entries).toEqual({ updated: 0, unchanged: 8 });
    expect(again.sections).toEqual({ created: 0, updated: 0, unchanged: reference.sections.length - 8 });
    expect(describeImport(again)).toBe(
      `rules import: sections 0 created, 0 updated, ${reference.sections.length - 8} unchanged; glossary entries 0 updated, 8 unchanged`,
    );
    const seeded = await loadRules({ prisma: db.prisma, rules: readRules() });
    expect(seeded.entries.kept).toBe(8);
    expect((await db.prisma.glossaryEntry.findUniqueOrThrow({ where: { anchor: "Ready_Phase" } })).source).toBe(source);
  });
});
