import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";

// The ship pickers and retired ships (issue 38): the builder lists a retired ship only for the deck that holds it;
// the public decks' filter lists every ship, as decks may still hold a retired one.
const seedShips = readCatalogue()
  .cards.filter((c) => c.type === "SHIP")
  .map((c) => c.name)
  .sort();
const db = useTestDatabase();
let listShips: typeof import("./list-ships").listShips;
let retired: { id: number; name: string };

beforeAll(async () => {
  ({ listShips } = await import("./list-ships"));
  retired = await db.prisma.card.findFirstOrThrow({ where: { type: "SHIP" }, select: { id: true, name: true } });
  await db.prisma.card.update({ where: { id: retired.id }, data: { retiredAt: new Date() } });
});

const names = (ships: { name: string }[]) => ships.map((s) => s.name).sort();

describe("listShips", () => {
  it("leaves a retired ship out of the builder's picker", async () => {
    expect(names(await listShips())).toEqual(seedShips.filter((n) => n !== retired.name));
  });

  it("keeps it for the deck that holds it", async () => {
    expect(names(await listShips([retired.id]))).toEqual(seedShips);
  });

  it("lists every ship for the public decks' filter", async () => {
    expect(names(await listShips("all"))).toEqual(seedShips);
  });
});
