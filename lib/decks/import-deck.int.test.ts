import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";
import { buildLegalDeck } from "../rules/test-decks";
import { toRulesCard } from "../rules/to-rules-card";
import type { RulesCard } from "../rules/types";
import { readCatalogue } from "../../seed/read-catalogue";

// Importing a pasted list as a new deck: picks replace unknown names, bad picks save nothing.
let db: TestDatabase;
let lib: {
  importDeck: typeof import("./import-deck").importDeck;
  previewImport: typeof import("./import-preview").previewImport;
};
let alice: string;

const deck = buildLegalDeck(readCatalogue().cards.map(toRulesCard));
const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
const misspelt = ship.name.slice(0, -1);

/** The legal deck as text, with the ship's name misspelt on line 2. */
function listWithMisspeltShip(): string {
  const line = (card: RulesCard, quantity: number) => `${quantity}x ${card === ship ? misspelt : card.name} (${card.setCode})`;
  const section = (header: string, type: (c: RulesCard) => boolean) => [header, ...deck.entries.filter((e) => type(e.card)).map((e) => line(e.card, e.quantity))];
  return [
    ...section("Ship:", (c) => c.type === "SHIP"),
    ...section("Captain's deck", (c) => c.type !== "SHIP" && c.type !== "ADVENTURE"),
    ...section("Adventure deck", (c) => c.type === "ADVENTURE"),
  ].join("\n");
}

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  lib = { ...(await import("./import-deck")), ...(await import("./import-preview")) };
  alice = (await createUser(db.prisma, "Alice")).id;
});
afterAll(() => db.drop());

const decksOf = (ownerId: string) => db.prisma.deck.count({ where: { ownerId } });
const cardsOf = (deckId: string) => db.prisma.deckCard.findMany({ where: { deckId }, select: { card: { select: { slug: true } }, quantity: true } });

describe("importing a decklist", () => {
  const text = listWithMisspeltShip();

  it("previews the misspelt name with the ship among its suggestions, saving nothing", async () => {
    const before = await decksOf(alice);
    const preview = await lib.previewImport({ formatId: "standard", text });
    expect(preview.unknown).toHaveLength(1);
    expect(preview.unknown[0]).toMatchObject({ name: misspelt, line: 2 });
    expect(preview.unknown[0]!.suggestions.map((s) => s.slug)).toContain(ship.slug);
    expect(preview.sections.ship).toEqual([]);
    expect(preview.verdict.legal).toBe(false);
    expect(await decksOf(alice)).toBe(before);
  });

  it("saves the deck with the picked card, legal, at version 1 with a snapshot", async () => {
    const { id, legal } = await lib.importDeck({ userId: alice, name: " Imported ", formatId: "standard", text, picks: [{ line: 2, slug: ship.slug }] });
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
    const result = lib.importDeck({ userId: alice, name: "Sneaky", formatId: "standard", text, picks: [{ line: 2, slug: other.slug }] });
    await expect(result).rejects.toMatchObject({ code: "INVALID_INPUT", details: { issues: [{ field: "picks" }] } });
    const notUnknown = lib.importDeck({ userId: alice, name: "Sneaky", formatId: "standard", text, picks: [{ line: 3, slug: ship.slug }] });
    await expect(notUnknown).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect(await decksOf(alice)).toBe(before);
  });

  it("leaves out an unknown name nobody picked", async () => {
    const { id, legal } = await lib.importDeck({ userId: alice, name: "No ship", formatId: "standard", text, picks: [] });
    expect(legal).toBe(false);
    const cards = await cardsOf(id);
    expect(cards.map((c) => c.card.slug)).not.toContain(ship.slug);
    expect(cards.reduce((n, c) => n + c.quantity, 0)).toBe(80);
  });

  it("refuses a list with no known card, and an unknown format", async () => {
    const before = await decksOf(alice);
    await expect(lib.importDeck({ userId: alice, name: "Nothing", formatId: "standard", text: "3x Zzzzqqq" })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(lib.importDeck({ userId: alice, name: "X", formatId: "nope", text })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect(await decksOf(alice)).toBe(before);
  });
});
