import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import { describeError } from "../http/errors";

// "Download all my data" and "Import my data": export → a new account →
// import gives the same decks (with their history) and the same collection.
const db = useTestDatabase();
let lib: typeof import("./export-data") &
  typeof import("./import-data") &
  typeof import("../decks/create-deck") &
  typeof import("../decks/save-deck") &
  typeof import("../collections/set-quantity") &
  typeof import("../collections/collection-rows") &
  typeof import("../decks/like-deck") &
  typeof import("../decks/favourite-deck") &
  typeof import("../decks/delete-deck");

beforeAll(async () => {
  lib = Object.assign(
    {},
    ...(await Promise.all([
      import("./export-data"),
      import("./import-data"),
      import("../decks/create-deck"),
      import("../decks/save-deck"),
      import("../collections/set-quantity"),
      import("../collections/collection-rows"),
      import("../decks/like-deck"),
      import("../decks/favourite-deck"),
      import("../decks/delete-deck"),
    ])),
  );
});

/** A player's decks as comparable data: everything but ids and times. */
async function decksOf(userId: string) {
  const decks = await db.prisma.deck.findMany({
    where: { ownerId: userId },
    orderBy: { name: "asc" },
    select: {
      name: true,
      description: true,
      formatId: true,
      visibility: true,
      version: true,
      legal: true,
      cards: { select: { quantity: true, card: { select: { slug: true } } }, orderBy: { card: { slug: "asc" } } },
      considering: { select: { quantity: true, card: { select: { slug: true } } }, orderBy: { card: { slug: "asc" } } },
      versions: { select: { version: true, name: true, formatId: true, cards: true }, orderBy: { version: "asc" } },
    },
  });
  const pairs = (lines: { quantity: number; card: { slug: string } }[]) => lines.map((c) => [c.card.slug, c.quantity]);
  return decks.map((d) => ({ ...d, cards: pairs(d.cards), considering: pairs(d.considering) }));
}

async function playerWithData() {
  const user = await createUser(db.prisma, "Exporter");
  const cards = legalDeckCards();
  const deck = await lib.createDeck({
    userId: user.id,
    name: "Traders",
    formatId: "standard",
    description: "Fast *money*",
    visibility: "PUBLIC",
  });
  await lib.saveDeck({ deckId: deck.id, userId: user.id, cards: cards.slice(0, 5), version: 1 });
  await lib.saveDeck({ deckId: deck.id, userId: user.id, name: "Traders II", cards, version: 2 });
  // The sideboard goes with the deck: saved once with one, then once keeping it.
  const sideboard = await db.prisma.card.findMany({
    where: { type: "CREW" },
    orderBy: { slug: "desc" },
    take: 2,
    select: { slug: true },
  });
  await lib.saveDeck({
    deckId: deck.id,
    userId: user.id,
    cards,
    considering: sideboard.map((c) => ({ slug: c.slug, quantity: 1 })),
    version: 3,
  });
  await lib.saveDeck({ deckId: deck.id, userId: user.id, cards: cards.slice(0, -1), version: 4 });
  const other = await createUser(db.prisma, "Liked author");
  const liked = await lib.createDeck({ userId: other.id, name: "Liked", formatId: "standard", visibility: "PUBLIC" });
  await lib.setDeckLike({ deckId: liked.id, userId: user.id, liked: true });
  await lib.createDeck({ userId: user.id, name: "Empty idea", formatId: "standard" });
  const ids = await db.prisma.card.findMany({ take: 3, orderBy: { id: "desc" }, select: { id: true } });
  await lib.setQuantity({ userId: user.id, cardId: ids[0]!.id, field: "owned", value: 4, expected: 0 });
  await lib.setQuantity({ userId: user.id, cardId: ids[1]!.id, field: "wanted", value: 2, expected: 0 });
  await lib.setQuantity({ userId: user.id, cardId: ids[2]!.id, field: "owned", value: 1, expected: 0 });
  return user;
}

describe("the data download", () => {
  it("holds the profile, decks with history, likes slot, registrations and the collection", async () => {
    const user = await playerWithData();
    const data = await lib.exportData({ userId: user.id });
    expect(data).toMatchObject({
      format: "starport-data",
      version: 1,
      profile: { email: user.email, name: "Exporter" },
      registrations: [],
    });
    expect(data.likes).toEqual([{ deckId: expect.any(String), likedAt: expect.any(String) }]);
    const traders = data.decks.find((d) => d.name === "Traders II")!;
    expect(traders.history.map((h) => h.version)).toEqual([1, 2, 3, 4, 5]);
    expect(traders.decklist).toContain("Ship:");
    expect(traders.considering).toHaveLength(2);
    expect(traders.decklist).toContain("Considering:");
    expect(data.collection.text.split("\r\n").filter(Boolean)).toHaveLength(4);
    // Survives being written and read as a file.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it("round-trips: export → new account → import gives the same decks, history and collection", async () => {
    const user = await playerWithData();
    const document = JSON.parse(JSON.stringify(await lib.exportData({ userId: user.id })));
    const fresh = await createUser(db.prisma, "Importer");
    const report = await lib.importData({ userId: fresh.id, document });
    expect(report).toEqual({
      decks: { imported: 2, failed: [] },
      collection: { cards: 3, leftOut: 0 },
      favourites: null,
      comments: null,
      reviews: null,
      notImported: ["profile", "likes", "registrations"],
    });
    expect(await decksOf(fresh.id)).toEqual(await decksOf(user.id));
    expect(await lib.getCollectionRows({ userId: fresh.id })).toEqual(await lib.getCollectionRows({ userId: user.id }));
  });

  it("carries favourites: made again for decks still public, the gone, private and own ones skipped and counted", async () => {
    const fan = await createUser(db.prisma, "Fan");
    const author = await createUser(db.prisma, "Author");
    const deck = async (name: string) =>
      (await lib.createDeck({ userId: author.id, name, formatId: "standard", visibility: "PUBLIC" })).id;
    const [kept, madePrivate, deleted] = [await deck("Kept"), await deck("Made private"), await deck("Deleted")];
    for (const deckId of [kept, madePrivate, deleted])
      await lib.setDeckFavourite({ deckId, userId: fan.id, favourited: true });
    const data = JSON.parse(JSON.stringify(await lib.exportData({ userId: fan.id })));
    expect(data.favourites.map((f: { deckName: string }) => f.deckName)).toEqual(["Kept", "Made private", "Deleted"]);

    await db.prisma.deck.update({ where: { id: madePrivate }, data: { visibility: "PRIVATE" } });
    await lib.deleteDeck({ deckId: deleted, userId: author.id });
    // Read back by the author: their own deck is no favourite of theirs.
    const fresh = await createUser(db.prisma, "Moved fan");
    expect((await lib.importData({ userId: fresh.id, document: data })).favourites).toEqual({
      imported: 1,
      skipped: 2,
    });
    expect((await lib.importData({ userId: author.id, document: data })).favourites).toEqual({
      imported: 0,
      skipped: 3,
    });
    const favourited = await db.prisma.deckFavourite.findMany({
      where: { userId: fresh.id },
      select: { deckId: true },
    });
    expect(favourited).toEqual([{ deckId: kept }]);
    // A second import adds nothing twice.
    await lib.importData({ userId: fresh.id, document: data });
    expect(await db.prisma.deckFavourite.count({ where: { userId: fresh.id } })).toBe(1);
  });

  it("reports a deck it cannot recreate and still imports the others, each deck whole or not at all", async () => {
    const user = await playerWithData();
    const document = JSON.parse(JSON.stringify(await lib.exportData({ userId: user.id })));
    document.decks[0].cards.push({ slug: "no-such-card", quantity: 1, section: "captain" });
    const fresh = await createUser(db.prisma, "Importer");
    const report = await lib.importData({ userId: fresh.id, document });
    expect(report.decks.imported).toBe(1);
    expect(report.decks.failed).toEqual([{ name: "Traders II", reason: expect.stringContaining("no-such-card") }]);
    expect((await decksOf(fresh.id)).map((d) => d.name)).toEqual(["Empty idea"]);
    expect(await db.prisma.deckVersion.count({ where: { deck: { ownerId: fresh.id } } })).toBe(1);
  });

  it("reports a deck the database refuses without its error's text, and still imports the others", async () => {
    const user = await playerWithData();
    const document = JSON.parse(JSON.stringify(await lib.exportData({ userId: user.id })));
    // Over HTTP the server refuses a NUL first; here it reaches PostgreSQL, which refuses it (22021).
    document.decks[0].name = "Traders\u0000II";
    const fresh = await createUser(db.prisma, "Importer");
    const report = await lib.importData({ userId: fresh.id, document });
    expect(report.decks).toEqual({
      imported: 1,
      failed: [{ name: "Traders\u0000II", reason: "could not be imported: an error on our side" }],
    });
    expect((await decksOf(fresh.id)).map((d) => d.name)).toEqual(["Empty idea"]);
  });

  it("refuses a document that is not a Starport data download, writing nothing", async () => {
    const fresh = await createUser(db.prisma, "Importer");
    for (const document of [
      {},
      { format: "starport-backup", version: 1 },
      { format: "starport-data", version: 2 },
      { format: "starport-data", version: 1, decks: [{ name: "" }] },
      "text",
    ]) {
      const error = await lib.importData({ userId: fresh.id, document }).catch((e: unknown) => e);
      expect(describeError(error)?.code).toBe("INVALID_INPUT");
    }
    expect(await db.prisma.deck.count({ where: { ownerId: fresh.id } })).toBe(0);
  });
});
