import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";

// Formats read from the database under the revision in force on a day.
const db = useTestDatabase();
let lib: typeof import("./formats");
let recheck: typeof import("./recheck-deck-verdicts");
beforeAll(async () => {
  lib = await import("./formats");
  recheck = await import("./recheck-deck-verdicts");
});

describe("getFormat", () => {
  it("gives the revision in force on a day, from its first day until the day before the next", async () => {
    expect((await lib.getFormat("standard", { on: "2026-03-14" })).effective).toBe("2026-03-14");
    expect((await lib.getFormat("standard", { on: "2026-09-04" })).banned).toEqual([]);
    const drifting = await lib.getFormat("standard", { on: "2026-09-05" });
    expect(drifting).toMatchObject({
      id: "standard",
      name: "Standard",
      effective: "2026-09-05",
      banned: ["Debt Collar"],
      legalSets: null,
    });
  });

  it("uses today's revision by default", async () => {
    const { todayIso } = await import("../rules/dates");
    expect(await lib.getFormat("standard")).toEqual(await lib.getFormat("standard", { on: todayIso() }));
  });

  it("refuses an unknown format and a day before the first revision, naming the field", async () => {
    await expect(lib.getFormat("nope")).rejects.toMatchObject({
      code: "INVALID_INPUT",
      details: { issues: [{ field: "format" }] },
    });
    await expect(lib.getFormat("standard", { on: "2026-03-13" })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      details: {
        issues: [
          {
            field: "date",
            message:
              "Standard has no revision in force on 13 March 2026: its first revision took effect on 14 March 2026",
          },
        ],
      },
    });
  });

  it("lists formats in force on a day and their history", async () => {
    expect((await lib.listFormats({ on: "2026-03-13" })).map((f) => f.id)).toEqual([]);
    expect((await lib.listFormats({ on: "2026-04-01" })).map((f) => [f.id, f.effective])).toEqual([
      ["core-only", "2026-03-14"],
      ["standard", "2026-03-14"],
    ]);
    const history = await lib.getFormatHistory({ formatId: "standard", today: "2026-05-01" });
    expect(history.revisions.map((r) => r.effective)).toEqual(["2026-03-14", "2026-09-05"]);
    expect(history.current?.effective).toBe("2026-03-14");
    const summaries = await lib.listFormatSummaries({ today: "2026-05-01" });
    expect(summaries.find((s) => s.id === "standard")).toMatchObject({
      revisionCount: 2,
      currentSince: "2026-03-14",
      nextOn: "2026-09-05",
    });
    expect((await lib.getFormatHistory({ formatId: "STANDARD" })).id).toBe("standard");
    await expect(lib.getFormatHistory({ formatId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("recheckDeckVerdicts", () => {
  it("judges cached verdicts again once per revision in force, leaving the last-saved time alone", async () => {
    const owner = await createUser(db.prisma, "Collector");
    const collar = await db.prisma.card.findFirstOrThrow({ where: { name: "Debt Collar" } });
    // Cached as legal (as if saved before the ban), holding a card the newer revision bans.
    const deck = await db.prisma.deck.create({
      data: {
        ownerId: owner.id,
        name: "Collared",
        formatId: "standard",
        legal: true,
        cards: { create: [{ cardId: collar.id, quantity: 1 }] },
      },
    });
    await db.prisma.formatRevision.updateMany({ data: { decksCheckedAt: null } });

    // Before the ban: the launch revision is in force and the deck is not legal there either (one card).
    const first = await recheck.recheckDeckVerdicts({ prisma: db.prisma, today: "2026-09-05" });
    expect(first.revisions).toBe(2);
    expect(first.decks).toBeGreaterThanOrEqual(1);
    const after = await db.prisma.deck.findUniqueOrThrow({ where: { id: deck.id } });
    expect(after.legal).toBe(false);
    expect(after.updatedAt).toEqual(deck.updatedAt);

    expect(await recheck.recheckDeckVerdicts({ prisma: db.prisma, today: "2026-09-05" })).toEqual({
      revisions: 0,
      decks: 0,
      changed: 0,
    });
    expect(recheck.describeRecheck({ revisions: 0, decks: 0, changed: 0 })).toMatch(/up to date/);
  });
});
