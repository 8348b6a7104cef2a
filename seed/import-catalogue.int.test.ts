import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/database";
import { readCatalogue } from "./read-catalogue";
import { loadCatalogue } from "./load-catalogue";
import { describeDiff, importCatalogue } from "./import-catalogue";

// A changed copy of the seed imported: the dry run names each change and writes
// nothing; the import makes exactly those changes in one transaction, a second
// run finds nothing to do, and the seed keeps its hands off what was imported.
describe("importCatalogue", () => {
  const db = useTestDatabase();
  const seed = readCatalogue();
  const target = seed.cards.find((c) => c.type === "GEAR" && c.errata.length === 0)!;
  const newcomer = { ...target, number: 900, name: "Imported Newcomer", slug: "imported-newcomer" };
  const changed = {
    ...seed,
    cards: [...seed.cards.map((c) => (c === target ? { ...c, flavor: "Imported flavor." } : c)), newcomer],
  };
  const snapshot = async () => ({
    cards: await db.prisma.card.findMany({ orderBy: { id: "asc" }, select: { id: true, updatedAt: true } }),
    revisions: await db.prisma.cardRevision.count(),
  });

  it("names each change on a dry run and writes nothing", async () => {
    const before = await snapshot();
    const { diff, report } = await importCatalogue({ prisma: db.prisma, catalogue: changed, dryRun: true });
    expect(report).toBeNull();
    expect(diff.added).toEqual([`${newcomer.setCode}-900 Imported Newcomer`]);
    expect(diff.changed).toEqual([
      {
        card: `${target.setCode}-${target.number} ${target.name}`,
        fields: [{ field: "flavor", before: target.flavor, after: "Imported flavor." }],
      },
    ]);
    expect(diff.retired).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(describeDiff(diff).at(-1)).toBe("1 added, 1 changed, 0 retired, 0 removed");
    expect(await snapshot()).toEqual(before);
  });

  it("makes exactly those changes, with a revision each, and a second run changes nothing", async () => {
    const { report } = await importCatalogue({ prisma: db.prisma, catalogue: changed, dryRun: false });
    expect(report?.cards.created).toBe(1);
    expect(await db.prisma.card.findUniqueOrThrow({ where: { slug: target.slug } })).toMatchObject({
      flavor: "Imported flavor.",
      source: "import",
    });
    expect(await db.prisma.card.count({ where: { slug: "imported-newcomer", source: "import" } })).toBe(1);
    expect(await db.prisma.cardRevision.count({ where: { kind: "IMPORT" } })).toBe(2);
    const again = await importCatalogue({ prisma: db.prisma, catalogue: changed, dryRun: false });
    expect(again.diff).toEqual({ added: [], changed: [], retired: [], removed: [] });
    expect(await db.prisma.cardRevision.count()).toBe(2);
  });

  it("is kept by the seed at the next start-up", async () => {
    await loadCatalogue({ prisma: db.prisma, catalogue: seed });
    expect((await db.prisma.card.findUniqueOrThrow({ where: { slug: target.slug } })).flavor).toBe("Imported flavor.");
  });

  it("leaves nothing behind when a write fails part-way", async () => {
    const before = await snapshot();
    // The second new card takes a slug another card holds: the unique index refuses it after the first was written.
    const broken = {
      ...seed,
      cards: [
        { ...newcomer, number: 901, name: "First Of Two", slug: "first-of-two" },
        { ...newcomer, number: 902, name: "Second Of Two", slug: target.slug },
      ],
    };
    await expect(importCatalogue({ prisma: db.prisma, catalogue: broken, dryRun: false })).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
    expect(await db.prisma.card.count({ where: { number: { in: [901, 902] } } })).toBe(0);
  });

  it("refuses files naming an unknown set or of the wrong types, naming the file, card and field", () => {
    const dir = mkdtempSync(join(tmpdir(), "starport-import-"));
    mkdirSync(join(dir, "cards", "x"), { recursive: true });
    writeFileSync(
      join(dir, "sets.json"),
      JSON.stringify([{ code: "NEW1", name: "New", releasedOn: "2026-01-01", description: "" }]),
    );
    writeFileSync(
      join(dir, "cards", "x", "gear.json"),
      JSON.stringify({ set: "NOPE", type: "GEAR", cards: [{ number: 1, name: "Fine" }] }),
    );
    expect(() => readCatalogue(dir)).toThrow(/cards\/x\/gear\.json: field 'set': unknown set 'NOPE'/);
    writeFileSync(
      join(dir, "cards", "x", "gear.json"),
      JSON.stringify({ set: "NEW1", type: "GEAR", cards: [{ number: "one", name: "Bad" }] }),
    );
    expect(() => readCatalogue(dir)).toThrow(/gear\.json: card #1 'Bad': field 'number'/);
  });
});
