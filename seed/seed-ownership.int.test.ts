import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/database";
import { readCatalogue } from "./read-catalogue";
import { loadCatalogue } from "./load-catalogue";
import { migrateAndSeed } from "./prepare-database";

// Decision 014: start-up fills and updates what the seed still owns, and keeps
// every card or set edited or imported since.
describe("the seed at start-up", () => {
  const db = useTestDatabase();
  const catalogue = readCatalogue();
  const [edited, untouched] = catalogue.cards.filter((c) => c.errata.length === 0 && c.type === "GEAR");
  const restart = () => migrateAndSeed({ url: db.url, log: () => {} });

  it("keeps an edited card through a restart", async () => {
    await db.prisma.card.update({
      where: { slug: edited!.slug },
      data: { text: "Edited by an editor.", flavor: null, source: "edit" },
    });
    await restart();
    const card = await db.prisma.card.findUniqueOrThrow({ where: { slug: edited!.slug } });
    expect(card).toMatchObject({ text: "Edited by an editor.", flavor: null, source: "edit" });
  });

  it("still applies a seed change to a card nobody touched, and not to the edited one", async () => {
    const changed = {
      ...catalogue,
      cards: catalogue.cards.map((c) =>
        c.slug === edited!.slug || c.slug === untouched!.slug ? { ...c, flavor: "A new seed flavor." } : c,
      ),
    };
    const report = await loadCatalogue({ prisma: db.prisma, catalogue: changed });
    expect(report.cards).toEqual({ created: 0, updated: 1, unchanged: catalogue.cards.length - 2, kept: 1 });
    const byFlavor = await db.prisma.card.findMany({ where: { flavor: "A new seed flavor." }, select: { slug: true } });
    expect(byFlavor).toEqual([{ slug: untouched!.slug }]);
  });

  it("keeps an imported set, and leaves a seed card's slug to the imported card that took it", async () => {
    const set = catalogue.sets[0]!;
    await db.prisma.cardSet.update({ where: { code: set.code }, data: { name: "Imported name", source: "import" } });
    const newcomer = { ...untouched!, number: 999, name: "Seed Newcomer", slug: "seed-newcomer" };
    await db.prisma.card.update({ where: { slug: untouched!.slug }, data: { source: "import" } });
    await db.prisma.card.create({
      data: {
        setCode: set.code,
        number: 998,
        slug: "seed-newcomer",
        name: "Imported",
        type: "GEAR",
        text: "",
        printedText: "",
        source: "import",
      },
    });
    const report = await loadCatalogue({ prisma: db.prisma, catalogue: { ...catalogue, cards: [newcomer] } });
    expect(report.sets.kept).toBe(1);
    expect(report.cards).toEqual({ created: 0, updated: 0, unchanged: 0, kept: 1 });
    expect((await db.prisma.cardSet.findUniqueOrThrow({ where: { code: set.code } })).name).toBe("Imported name");
    expect(await db.prisma.card.count({ where: { number: 999 } })).toBe(0);
  });
});
