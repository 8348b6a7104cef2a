import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/database";
import { isoDateOf } from "../lib/rules/dates";
import { revisionOf } from "../lib/formats/revision-of";
import type { FormatHistory } from "../lib/rules/format";
import { readCatalogue } from "./read-catalogue";
import { readFormatHistories } from "./formats/read-formats";
import { describeFormatsLoad, loadFormats } from "./load-formats";

const formats = readFormatHistories(undefined, readCatalogue());
const revisionCount = formats.reduce((n, f) => n + f.revisions.length, 0);
const db = useTestDatabase();
beforeAll(async () => {
  await db.prisma.formatRevision.deleteMany({});
  await db.prisma.format.deleteMany({ where: { decks: { none: {} } } });
});

const storedRevisions = (formatId: string) =>
  db.prisma.formatRevision.findMany({ where: { formatId }, orderBy: { effectiveOn: "asc" } });

describe("loadFormats", () => {
  it("creates every format and revision, then leaves them unchanged, then updates only what changed", async () => {
    const before = await db.prisma.format.count();
    const first = await loadFormats({ prisma: db.prisma, formats });
    expect(first.created + first.updated + first.unchanged).toBe(formats.length);
    expect(first.created).toBe(formats.length - before);
    expect(first.revisions).toEqual({ created: revisionCount, updated: 0, unchanged: 0, removed: 0, kept: 0 });

    expect(await loadFormats({ prisma: db.prisma, formats })).toEqual({
      created: 0,
      updated: 0,
      unchanged: formats.length,
      revisions: { created: 0, updated: 0, unchanged: revisionCount, removed: 0, kept: 0 },
    });

    const edited = formats.map((f, i) => (i === 0 ? { ...f, description: `${f.description} Edited.` } : f));
    const third = await loadFormats({ prisma: db.prisma, formats: edited });
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: formats.length - 1 });
    expect(describeFormatsLoad(third)).toBe(
      `formats: 0 created, 1 updated, ${formats.length - 1} unchanged; revisions: 0 created, 0 updated, ${revisionCount} unchanged, 0 removed`,
    );
  });

  it("stores each revision by its day, readable as the seed wrote it", async () => {
    await loadFormats({ prisma: db.prisma, formats });
    const rows = await db.prisma.format.findMany({ orderBy: { position: "asc" } });
    expect(rows.map((r) => r.id)).toEqual(formats.map((f) => f.id));
    for (const history of formats) {
      expect((await storedRevisions(history.id)).map(revisionOf)).toEqual(history.revisions);
    }
  });

  it("rewrites a changed revision (due for a recheck of decks), adds a new one and removes one no longer in the seed", async () => {
    const standard = formats.find((f) => f.id === "standard")!;
    const [launch, latest] = standard.revisions as [
      FormatHistory["revisions"][number],
      FormatHistory["revisions"][number],
    ];
    await db.prisma.formatRevision.updateMany({
      where: { formatId: "standard" },
      data: { decksCheckedAt: new Date() },
    });
    const rewritten: FormatHistory = {
      ...standard,
      revisions: [
        { ...launch, banned: ["Snap Shot"] },
        { ...latest, effective: "2026-10-01" },
      ],
    };
    const report = await loadFormats({
      prisma: db.prisma,
      formats: formats.map((f) => (f.id === "standard" ? rewritten : f)),
    });
    expect(report.revisions).toMatchObject({ created: 1, updated: 1, removed: 1, kept: 0 });
    const rows = await storedRevisions("standard");
    expect(rows.map((r) => isoDateOf(r.effectiveOn))).toEqual([launch.effective, "2026-10-01"]);
    expect(rows[0]!.decksCheckedAt).toBeNull();
    expect(revisionOf(rows[0]!).banned).toEqual(["Snap Shot"]);
    await loadFormats({ prisma: db.prisma, formats });
    expect((await storedRevisions("standard")).map(revisionOf)).toEqual(standard.revisions);
  });
});
