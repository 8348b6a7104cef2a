import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, createTestDeck, createUser, legalDeckCards } from "../../tests/factories";
import { refusalCode as code } from "../../tests/outcomes";

// Favourites: one per player per public deck, counted on lists and the deck; never own, private,
// unlisted or deleted decks; gone with the player; "My favourites" lists what is still public.
const db = useTestDatabase();
let lib: {
  deleteDeck: typeof import("./delete-deck").deleteDeck;
  setDeckFavourite: typeof import("./favourite-deck").setDeckFavourite;
  favouritedBy: typeof import("./favourite-deck").favouritedBy;
  listFavouriteDecks: typeof import("./favourite-deck").listFavouriteDecks;
  getDeckForViewer: typeof import("./get-deck").getDeckForViewer;
  listPublicDecks: typeof import("./list-decks").listPublicDecks;
};
let author: string;
let fans: string[];
let admin: string;
const cards = legalDeckCards();

beforeAll(async () => {
  lib = {
    ...(await import("./delete-deck")),
    ...(await import("./favourite-deck")),
    ...(await import("./get-deck")),
    ...(await import("./list-decks")),
  };
  const players = await createPlayers(db.prisma, ["Author", "Ann", "Ben", "Admin"], { admins: ["Admin"] });
  [author, fans, admin] = [players.Author.id, [players.Ann.id, players.Ben.id], players.Admin.id];
});

const sharedDeck = (name: string, visibility: "PUBLIC" | "UNLISTED" | "PRIVATE" = "PUBLIC") =>
  createTestDeck({ userId: author, name, visibility, cards });

describe("favouriting a deck", () => {
  it("counts one favourite per player, even from parallel requests, and lets them take it back", async () => {
    const deckId = await sharedDeck("Fav counted");
    await Promise.all([0, 1, 2].map(() => lib.setDeckFavourite({ deckId, userId: fans[0]!, favourited: true })));
    expect(await lib.setDeckFavourite({ deckId, userId: admin, favourited: true })).toEqual({
      favourited: true,
      favourites: 2,
    });
    expect(await lib.favouritedBy({ deckId, userId: fans[0]! })).toBe(true);
    expect(await lib.favouritedBy({ deckId, userId: fans[1]! })).toBe(false);
    expect(await lib.favouritedBy({ deckId, userId: null })).toBe(false);
    expect((await lib.getDeckForViewer({ deckId, viewerId: null })).favourites).toBe(2);
    expect((await lib.listPublicDecks({ q: "Fav counted" })).items[0]).toMatchObject({ favourites: 2, likes: 0 });
    expect(await lib.setDeckFavourite({ deckId, userId: admin, favourited: false })).toEqual({
      favourited: false,
      favourites: 1,
    });
  });

  it("refuses the owner's own, a private, an unlisted, a deleted or a missing deck with NOT_FOUND and records nothing", async () => {
    const own = await sharedDeck("Fav own");
    const privateDeck = await sharedDeck("Fav private", "PRIVATE");
    const unlisted = await sharedDeck("Fav unlisted", "UNLISTED");
    const deleted = await sharedDeck("Fav deleted");
    await lib.deleteDeck({ deckId: deleted, userId: author });
    const tries: [string, string][] = [
      [own, author],
      [privateDeck, fans[0]!],
      [privateDeck, admin],
      [unlisted, fans[0]!],
      [deleted, fans[0]!],
      ["no-such-deck", fans[0]!],
    ];
    for (const [deckId, userId] of tries)
      expect(await code(lib.setDeckFavourite({ deckId, userId, favourited: true }))).toBe("NOT_FOUND");
    expect(
      await db.prisma.deckFavourite.count({ where: { deckId: { in: [own, privateDeck, unlisted, deleted] } } }),
    ).toBe(0);
  });
});

describe("My favourites", () => {
  it("lists the player's favourites that are still public, newest favourite first, and only theirs", async () => {
    const first = await sharedDeck("Mine first");
    const second = await sharedDeck("Mine second");
    const hidden = await sharedDeck("Mine later private");
    for (const deckId of [first, second, hidden])
      await lib.setDeckFavourite({ deckId, userId: fans[1]!, favourited: true });
    await db.prisma.deck.update({ where: { id: hidden }, data: { visibility: "PRIVATE" } });
    expect((await lib.listFavouriteDecks({ userId: fans[1]! })).map((d) => d.name)).toEqual([
      "Mine second",
      "Mine first",
    ]);
    expect((await lib.listFavouriteDecks({ userId: author })).map((d) => d.name)).toEqual([]);
    // Taken back from a deck no longer public: allowed.
    expect((await lib.setDeckFavourite({ deckId: hidden, userId: fans[1]!, favourited: false })).favourites).toBe(0);
  });

  it("goes with the player's account, and with the deck", async () => {
    const deckId = await sharedDeck("Fav leaving");
    const leaver = await createUser(db.prisma, "Leaver");
    await lib.setDeckFavourite({ deckId, userId: leaver.id, favourited: true });
    await db.prisma.user.delete({ where: { id: leaver.id } });
    expect(await db.prisma.deckFavourite.count({ where: { deckId } })).toBe(0);
  });
});

describe("the deck page's cache", () => {
  it("marks the deck's page and the public lists stale when a favourite is given", async () => {
    const deckId = await sharedDeck("Fav tags");
    const version = async (tag: string) => (await db.prisma.cacheTag.findUnique({ where: { tag } }))?.version ?? 0n;
    const [page, lists] = [await version(`deck:${deckId}`), await version("public-decks")];
    await lib.setDeckFavourite({ deckId, userId: fans[0]!, favourited: true });
    expect(await version(`deck:${deckId}`)).toBeGreaterThan(page);
    expect(await version("public-decks")).toBeGreaterThan(lists);
  });
});
