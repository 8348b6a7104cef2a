import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, decklistText, legalDeck } from "../../tests/factories";

// Importing a pasted list as a new deck: picks replace unknown names, bad picks save nothing.
const db = useTestDatabase();
let lib: {
  importDeck: typeof import("./import-deck").importDeck;
  checkDecklist: typeof import("../decklists/check").checkDecklist;
};
let alice: string;

const deck = legalDeck();
const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
const misspelt = ship.name.slice(0, -1);
/** The legal deck as text, with the ship's name misspelt on line 2. */
const listWithMisspeltShip = () => decklistText(deck, (card) => (card === ship ? misspelt : card.name));

beforeAll(async () => {
  lib = { ...(await import("./import-deck")), ...(await import("../decklists/check")) };
  alice = (await createUser(db.prisma, "Alice")).id;
});

const decksOf = (ownerId: string) => db.prisma.deck.count({ where: { ownerId } });
const cardsOf = (deckId: string) =>
  db.prisma.deckCard.findMany({ where: { deckId }, select: { card: { select: { slug: true } }, quantity: true } });

describe("importing a decklist", () => {
  const text = listWithMisspeltShip();

  it("previews the misspelt name with the ship among its suggestions, saving nothing", async () => {
    const before = await decksOf(alice);
    const preview = await lib.checkDecklist({ formatId: "standard", text });
    expect(preview.unknown).toHaveLength(1);
    expect(preview.unknown[0]).toMatchObject({ name: misspelt, line: 2 });
    expect(preview.unknown[0]!.suggestions.map((s) => s.slug)).toContain(ship.slug);
    expect(preview.sections.ship).toEqual([]);
    expect(preview.verdict.legal).toBe(false);
    expect(await decksOf(alice)).toBe(before);
  });

  it("saves the deck with the picked card, legal, at version 1 with a snapshot", async () => {
    const { id, legal } = await lib.importDeck({
      userId: alice,
      name: " Imported ",
      formatId: "standard",
      text,
      picks: [{ line: 2, slug: ship.slug }],
    });
    expect(legal).toBe(true);
    const saved = await db.prisma.deck.findUniqueOrThrow({ where: { id }, include: { versions: true } });
    expect(saved).toMatchObject({ name: "Imported", ownerId: alice, legal: true, version: 1, visibility: "PRIVATE" });
    expect(saved.versions.map((v) => v.version)).toEqual([1]);
    const cards = await cardsOf(id);
    expect(cards).toContainEqual({ card: { slug: ship.slug }, quantity: 1 });
    expect(cards.reduce((n, c) => n + c.quantity, 0)).toBe(81);
  });

  it("refuses a pick that is not one of the name's suggestions with INVALID_INPUT, saving nothing", async () => {
    const before = await decksOf(alice);
    const other = deck.entries.find((e) => e.card.type === "ADVENTURE")!.card;
    const result = lib.importDeck({
      userId: alice,
      name: "Sneaky",
      formatId: "standard",
      text,
      picks: [{ line: 2, slug: other.slug }],
    });
    await expect(result).rejects.toMatchObject({ code: "INVALID_INPUT", details: { issues: [{ field: "picks" }] } });
    const notUnknown = lib.importDeck({
      userId: alice,
      name: "Sneaky",
      formatId: "standard",
      text,
      picks: [{ line: 3, slug: ship.slug }],
    });
    await expect(notUnknown).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect(await decksOf(alice)).toBe(before);
  });

  it("leaves out an unknown name nobody picked", async () => {
    const { id, legal } = await lib.importDeck({
      userId: alice,
      name: "No ship",
      formatId: "standard",
      text,
      picks: [],
    });
    expect(legal).toBe(false);
    const cards = await cardsOf(id);
    expect(cards.map((c) => c.card.slug)).not.toContain(ship.slug);
    expect(cards.reduce((n, c) => n + c.quantity, 0)).toBe(80);
  });

  it("refuses repeated lines that add up past 99 copies of a card, naming it and saving nothing", async () => {
    const before = await decksOf(alice);
    const repeated = `99 ${ship.name}\n99 ${ship.name}\n99 ${ship.name}`;
    const result = lib.importDeck({ userId: alice, name: "Too many", formatId: "standard", text: repeated });
    await expect(result).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: `At most 99 copies of a card in all: ${ship.name} (297).`,
    });
    expect(await decksOf(alice)).toBe(before);
    const { id } = await lib.importDeck({
      userId: alice,
      name: "Enough",
      formatId: "standard",
      text: `60 ${ship.name}\n39 ${ship.name}`,
    });
    expect(await cardsOf(id)).toEqual([{ card: { slug: ship.slug }, quantity: 99 }]);
  });

  it("refuses a list with no known card, and an unknown format", async () => {
    const before = await decksOf(alice);
    await expect(
      lib.importDeck({ userId: alice, name: "Nothing", formatId: "standard", text: "3x Zzzzqqq" }),
    ).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(lib.importDeck({ userId: alice, name: "X", formatId: "nope", text })).rejects.toMatchObject({
      code: "INVALID_INPUT",
    });
    expect(await decksOf(alice)).toBe(before);
  });
});
