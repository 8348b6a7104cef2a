import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/database";
import { applyMigrations } from "../lib/database/migrate";
import { readCatalogue } from "./read-catalogue";
import { describeLoad, loadCatalogue } from "./load-catalogue";

describe("loadCatalogue", () => {
  const db = useTestDatabase({ empty: true });
  const catalogue = readCatalogue();
  beforeAll(async () => {
    await applyMigrations({ connectionString: db.url });
  });

  it("creates every set and card on an empty database", async () => {
    const report = await loadCatalogue({ prisma: db.prisma, catalogue });
    expect(report).toEqual({
      sets: { created: catalogue.sets.length, updated: 0, kept: 0 },
      cards: { created: catalogue.cards.length, updated: 0, unchanged: 0, kept: 0 },
    });
    expect(await db.prisma.card.count()).toBe(catalogue.cards.length);
    expect(await db.prisma.errata.count()).toBe(catalogue.cards.reduce((n, c) => n + c.errata.length, 0));
    expect(await db.prisma.ruling.count()).toBe(catalogue.cards.reduce((n, c) => n + c.rulings.length, 0));
  });

  it("changes nothing when loaded again, and says so", async () => {
    const before = await db.prisma.card.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } });
    const report = await loadCatalogue({ prisma: db.prisma, catalogue });
    expect(report.cards).toEqual({ created: 0, updated: 0, unchanged: catalogue.cards.length, kept: 0 });
    expect(report.sets).toEqual({ created: 0, updated: 0, kept: 0 });
    expect(describeLoad(report)).toBe(
      `catalogue: 0 cards created, 0 updated, ${catalogue.cards.length} unchanged; 0 sets created, 0 updated`,
    );
    expect(await db.prisma.card.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } })).toEqual(
      before,
    );
  });

  it("updates only the card whose data changed, with its errata and rulings", async () => {
    const target = catalogue.cards.find((c) => c.errata.length > 0)!;
    const edited = {
      ...catalogue,
      cards: catalogue.cards.map((c) => (c === target ? { ...c, flavor: "Edited flavor.", rulings: [] } : c)),
    };
    const report = await loadCatalogue({ prisma: db.prisma, catalogue: edited });
    expect(report.cards).toEqual({ created: 0, updated: 1, unchanged: catalogue.cards.length - 1, kept: 0 });
    const stored = await db.prisma.card.findUniqueOrThrow({
      where: { slug: target.slug },
      include: { errata: true, rulings: true },
    });
    expect(stored.flavor).toBe("Edited flavor.");
    expect(stored.rulings).toEqual([]);
    expect(stored.errata.map((e) => e.field).sort()).toEqual(target.errata.map((e) => e.field).sort());
  });

  it("writes nothing when a card fails in the middle of a load", async () => {
    const countBefore = await db.prisma.card.count();
    const broken = {
      ...catalogue,
      cards: [
        { ...catalogue.cards[0]!, setCode: "TST1", number: 1, slug: "brand-new-card" },
        { ...catalogue.cards[1]!, setCode: "NOPE", number: 1, slug: "unknown-set-card" },
      ],
      sets: [...catalogue.sets, { code: "TST1", name: "T", releasedOn: "2026-01-01", description: "t" }],
    };
    await expect(loadCatalogue({ prisma: db.prisma, catalogue: broken })).rejects.toThrow();
    expect(await db.prisma.card.count()).toBe(countBefore);
    expect(await db.prisma.cardSet.findUnique({ where: { code: "TST1" } })).toBeNull();
  });
});
