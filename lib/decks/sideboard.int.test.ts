import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import { readCatalogue } from "../../seed/read-catalogue";

// The sideboard ("considering") against a real database: kept with the deck
// by every save, never counted by the verdict, copied by forks, recorded by
// snapshots, and carried through export and import as its own section.
const db = useTestDatabase();
let lib: {
  createDeck: typeof import("./create-deck").createDeck;
  saveDeck: typeof import("./save-deck").saveDeck;
  forkDeck: typeof import("./fork-deck").forkDeck;
  importDeck: typeof import("./import-deck").importDeck;
  getDeckForViewer: typeof import("./get-deck").getDeckForViewer;
  exportDeckText: typeof import("../decklists/export").exportDeckText;
  exportDeckJson: typeof import("../decklists/export").exportDeckJson;
};
let alice: string;
let bob: string;

const legal = legalDeckCards();
const inDeck = new Set(legal.map((c) => c.slug));
const { cards: catalogue } = readCatalogue();
// Cards the legal deck leaves out: in the deck they would break it (a second ship, more crew than slots).
const spareShip = catalogue.find((c) => c.type === "SHIP" && !inDeck.has(c.slug))!;
const spareCrew = catalogue.filter((c) => c.type === "CREW" && !inDeck.has(c.slug)).slice(0, 2);
const considering = [
  { slug: spareShip.slug, quantity: 1 },
  ...spareCrew.map((c) => ({ slug: c.slug, quantity: 1 })),
  { slug: legal.find((c) => catalogue.find((k) => k.slug === c.slug)!.type === "ADVENTURE")!.slug, quantity: 2 },
];

beforeAll(async () => {
  lib = {
    ...(await import("./create-deck")),
    ...(await import("./save-deck")),
    ...(await import("./fork-deck")),
    ...(await import("./import-deck")),
    ...(await import("./get-deck")),
    ...(await import("../decklists/export")),
  };
  alice = (await createUser(db.prisma, "Alice")).id;
  bob = (await createUser(db.prisma, "Bob")).id;
});

const sideboardOf = async (deckId: string) =>
  (
    await db.prisma.consideredCard.findMany({
      where: { deckId },
      select: { quantity: true, card: { select: { slug: true } } },
    })
  )
    .map((c) => ({ slug: c.card.slug, quantity: c.quantity }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
const sorted = (lines: { slug: string; quantity: number }[]) => [...lines].sort((a, b) => a.slug.localeCompare(b.slug));

async function legalDeckWithSideboard(name: string) {
  const { id } = await lib.createDeck({ userId: alice, name, formatId: "standard", visibility: "PUBLIC" });
  const saved = await lib.saveDeck({ deckId: id, userId: alice, cards: legal, considering, version: 1 });
  return { id, saved };
}

describe("saving a sideboard", () => {
  it("keeps it beside the deck, outside the verdict, and records it in the snapshot", async () => {
    const { id, saved } = await legalDeckWithSideboard("With a sideboard");
    // A second ship and crew beyond the slots would make the deck illegal if they counted.
    expect(saved).toEqual({ id, version: 2, legal: true });
    expect(await sideboardOf(id)).toEqual(sorted(considering));
    expect((await db.prisma.deckCard.findMany({ where: { deckId: id } })).reduce((n, c) => n + c.quantity, 0)).toBe(81);
    const snapshot = await db.prisma.deckVersion.findUniqueOrThrow({
      where: { deckId_version: { deckId: id, version: 2 } },
    });
    const lines = snapshot.cards as { slug: string; quantity: number; section?: string }[];
    expect(lines.filter((l) => l.section === "considering").map(({ slug, quantity }) => ({ slug, quantity }))).toEqual(
      sorted(considering),
    );
    expect(lines.filter((l) => l.section === undefined)).toHaveLength(legal.length);

    const viewed = await lib.getDeckForViewer({ deckId: id, viewerId: bob });
    expect(viewed.considering.map((c) => c.card.slug).sort()).toEqual(considering.map((c) => c.slug).sort());
  });

  it("keeps the sideboard when a save does not name it, and empties it when a save says so", async () => {
    const { id } = await legalDeckWithSideboard("Kept");
    await lib.saveDeck({ deckId: id, userId: alice, cards: legal.slice(1), version: 2 });
    expect(await sideboardOf(id)).toEqual(sorted(considering));
    await lib.saveDeck({ deckId: id, userId: alice, cards: legal, considering: [], version: 3 });
    expect(await sideboardOf(id)).toEqual([]);
  });

  it("refuses an unknown card in the sideboard by its field, writing nothing", async () => {
    const { id } = await legalDeckWithSideboard("Refused");
    const bad = lib.saveDeck({
      deckId: id,
      userId: alice,
      cards: legal,
      considering: [{ slug: "no-such-card", quantity: 1 }],
      version: 2,
    });
    await expect(bad).rejects.toMatchObject({
      code: "INVALID_INPUT",
      details: { issues: [{ field: "considering", message: "Unknown cards: no-such-card" }] },
    });
    expect(await sideboardOf(id)).toEqual(sorted(considering));
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id } })).version).toBe(2);
  });

  it("is copied by a fork", async () => {
    const { id } = await legalDeckWithSideboard("Forked");
    const fork = await lib.forkDeck({ deckId: id, userId: bob });
    expect(await sideboardOf(fork.id)).toEqual(sorted(considering));
  });
});

describe("the sideboard through export and import", () => {
  it.each(["text", "json"] as const)("survives an export as %s read back by the importer", async (format) => {
    const { id } = await legalDeckWithSideboard(`Round trip ${format}`);
    const deck = await lib.getDeckForViewer({ deckId: id, viewerId: alice });
    const text = format === "text" ? lib.exportDeckText(deck) : JSON.stringify(lib.exportDeckJson(deck), null, 2);
    const imported = await lib.importDeck({ userId: bob, name: "Imported", formatId: "standard", text });
    expect(imported.legal).toBe(true);
    expect(await sideboardOf(imported.id)).toEqual(await sideboardOf(id));
    const main = async (deckId: string) =>
      await db.prisma.deckCard.findMany({
        where: { deckId },
        select: { cardId: true, quantity: true },
        orderBy: { cardId: "asc" },
      });
    expect(await main(imported.id)).toEqual(await main(id));
  });
});
