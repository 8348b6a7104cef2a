import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";

// The expected cards are computed from the seed files, independently of SQL.
const { cards, sets } = readCatalogue();
const db = useTestDatabase();
let queries: typeof import("./queries");

beforeAll(async () => {
  queries = await import("./queries");
});

describe("card, set and subtype reads on the seeded database", () => {
  it("lists subtypes of one type", async () => {
    const expected = [...new Set(cards.filter((c) => c.type === "UPGRADE").flatMap((c) => c.subtypes))].sort();
    expect(await queries.listSubtypes("UPGRADE")).toEqual(expected);
  });

  it("reads a card with its set, errata and rulings", async () => {
    const withBoth = cards.find((c) => c.errata.length > 0) ?? cards[0]!;
    const card = await queries.getCard(withBoth.slug);
    expect(card?.name).toBe(withBoth.name);
    expect(card?.set.code).toBe(withBoth.setCode);
    expect(card?.errata.map((e) => e.printed).sort()).toEqual(withBoth.errata.map((e) => e.printed).sort());
    const upper = await queries.getCard(withBoth.slug.toUpperCase());
    expect(upper?.slug).toBe(withBoth.slug);
    expect(upper?.errata.length).toBe(withBoth.errata.length);
    expect(await queries.getCard("no-such-card")).toBeNull();
  });

  it("lists a set in collector order, and the sets with their counts", async () => {
    const set = await queries.getSet("core");
    expect(set?.cards.map((c) => c.number)).toEqual(
      cards
        .filter((c) => c.setCode === "CORE")
        .map((c) => c.number)
        .sort((a, b) => a - b),
    );
    const all = await queries.listSets();
    expect(all.map((s) => [s.code, s.cardCount])).toEqual(
      sets.map((s) => [s.code, cards.filter((c) => c.setCode === s.code).length]),
    );
  });

  it("leaves a retired card out of its set's count, as the set's page leaves it out", async () => {
    const retired = await db.prisma.card.findFirstOrThrow({ where: { setCode: sets[0]!.code }, select: { id: true } });
    await db.prisma.card.update({ where: { id: retired.id }, data: { retiredAt: new Date() } });
    try {
      const counts = new Map((await queries.listSets()).map((s) => [s.code, s.cardCount]));
      const set = await queries.getSet(sets[0]!.code);
      expect(counts.get(sets[0]!.code)).toBe(set!.cards.length);
      expect(counts.get(sets[0]!.code)).toBe(cards.filter((c) => c.setCode === sets[0]!.code).length - 1);
    } finally {
      await db.prisma.card.update({ where: { id: retired.id }, data: { retiredAt: null } });
    }
  });

  it("features one card of each type, the same pick all day", async () => {
    const featured = await queries.featuredCards({ day: "2025-06-01" });
    expect(featured.map((c) => c.type).sort()).toEqual([
      "ACTION",
      "ADVENTURE",
      "CONNECTION",
      "CREW",
      "GEAR",
      "SHIP",
      "UPGRADE",
    ]);
    expect(await queries.featuredCards({ day: "2025-06-01" })).toEqual(featured);
    const week = await Promise.all(
      ["02", "03", "04", "05", "06", "07"].map((d) => queries.featuredCards({ day: `2025-06-${d}` })),
    );
    expect(week.some((picks) => picks.map((c) => c.slug).join() !== featured.map((c) => c.slug).join())).toBe(true);
  });
});
