import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, createTestDeck, legalDeck, legalDeckCards } from "../../tests/factories";
import { refusalCode as code } from "../../tests/outcomes";

// Likes: one per player per deck, counted; never on a private, deleted or own deck.
const db = useTestDatabase();
let lib: {
  createDeck: typeof import("./create-deck").createDeck;
  saveDeck: typeof import("./save-deck").saveDeck;
  deleteDeck: typeof import("./delete-deck").deleteDeck;
  setDeckLike: typeof import("./like-deck").setDeckLike;
  likedBy: typeof import("./like-deck").likedBy;
  getDeckForViewer: typeof import("./get-deck").getDeckForViewer;
  listPublicDecks: typeof import("./list-decks").listPublicDecks;
  forkDeck: typeof import("./fork-deck").forkDeck;
};
let author: string;
let fans: string[];
const cards = legalDeckCards();

beforeAll(async () => {
  lib = {
    ...(await import("./create-deck")),
    ...(await import("./save-deck")),
    ...(await import("./delete-deck")),
    ...(await import("./like-deck")),
    ...(await import("./get-deck")),
    ...(await import("./list-decks")),
    ...(await import("./fork-deck")),
  };
  const players = await createPlayers(db.prisma, ["Author", "Ann", "Ben", "Cy"]);
  [author, fans] = [players.Author.id, [players.Ann.id, players.Ben.id, players.Cy.id]];
});

const sharedDeck = (name: string, visibility: "PUBLIC" | "UNLISTED" | "PRIVATE" = "PUBLIC") =>
  createTestDeck({ userId: author, name, visibility, cards });

describe("liking a deck", () => {
  it("counts one like per player however often they like it, and lets them take it back", async () => {
    const deckId = await sharedDeck("Liked");
    expect(await lib.setDeckLike({ deckId, userId: fans[0]!, liked: true })).toEqual({ liked: true, likes: 1 });
    expect(await lib.setDeckLike({ deckId, userId: fans[0]!, liked: true })).toEqual({ liked: true, likes: 1 });
    await Promise.all([
      lib.setDeckLike({ deckId, userId: fans[1]!, liked: true }),
      lib.setDeckLike({ deckId, userId: fans[1]!, liked: true }),
    ]);
    expect(await lib.likedBy({ deckId, userId: fans[1]! })).toBe(true);
    expect(await lib.likedBy({ deckId, userId: fans[2]! })).toBe(false);
    expect(await lib.likedBy({ deckId, userId: null })).toBe(false);
    // The author sees the count on the deck.
    expect((await lib.getDeckForViewer({ deckId, viewerId: author })).likes).toBe(2);
    expect(await lib.setDeckLike({ deckId, userId: fans[0]!, liked: false })).toEqual({ liked: false, likes: 1 });
    expect(await db.prisma.deckLike.count({ where: { deckId } })).toBe(1);
  });

  it("allows an unlisted deck, refuses a private, deleted or own deck with NOT_FOUND and records nothing", async () => {
    const unlisted = await sharedDeck("By link", "UNLISTED");
    expect((await lib.setDeckLike({ deckId: unlisted, userId: fans[0]!, liked: true })).likes).toBe(1);
    const privateDeck = await sharedDeck("Secret", "PRIVATE");
    const deleted = await sharedDeck("Gone");
    await lib.deleteDeck({ deckId: deleted, userId: author });
    const own = await sharedDeck("Mine");
    expect(await code(lib.setDeckLike({ deckId: privateDeck, userId: fans[0]!, liked: true }))).toBe("NOT_FOUND");
    expect(await code(lib.setDeckLike({ deckId: deleted, userId: fans[0]!, liked: true }))).toBe("NOT_FOUND");
    expect(await code(lib.setDeckLike({ deckId: own, userId: author, liked: true }))).toBe("NOT_FOUND");
    expect(await code(lib.setDeckLike({ deckId: "no-such-deck", userId: fans[0]!, liked: true }))).toBe("NOT_FOUND");
    expect(await db.prisma.deckLike.count({ where: { deckId: { in: [privateDeck, deleted, own] } } })).toBe(0);
  });
});

describe("the public list", () => {
  it("sorts by likes and by forks, and filters by ship, format and legality", async () => {
    const plain = await sharedDeck("Sort plain");
    const loved = await sharedDeck("Sort loved");
    const forked = await sharedDeck("Sort forked");
    for (const fan of fans) await lib.setDeckLike({ deckId: loved, userId: fan, liked: true });
    await lib.forkDeck({ deckId: forked, userId: fans[0]! });
    await lib.forkDeck({ deckId: forked, userId: fans[1]! });
    const names = async (sort: "newest" | "liked" | "forked") =>
      (await lib.listPublicDecks({ q: "Sort ", sort })).items.map((d) => d.name);
    expect(await names("newest")).toEqual(["Sort forked", "Sort loved", "Sort plain"]);
    expect(await names("liked")).toEqual(["Sort loved", "Sort forked", "Sort plain"]);
    expect(await names("forked")).toEqual(["Sort forked", "Sort loved", "Sort plain"]);
    const listed = (await lib.listPublicDecks({ q: "Sort loved" })).items[0]!;
    expect(listed).toMatchObject({ likes: 3, forks: 0, cardCount: 81 });

    const ship = legalDeck().entries.find((e) => e.card.type === "SHIP")!.card.slug;
    expect((await lib.listPublicDecks({ q: "Sort ", shipSlug: ship })).total).toBe(3);
    expect((await lib.listPublicDecks({ q: "Sort ", shipSlug: "no-such-ship" })).total).toBe(0);
    expect((await lib.listPublicDecks({ q: "Sort ", formatId: "core-only" })).total).toBe(0);
    expect((await lib.listPublicDecks({ q: "Sort ", legal: false })).total).toBe(0);
    expect((await lib.listPublicDecks({ q: "Sort ", legal: true })).items.map((d) => d.id)).toContain(plain);
  });

  it("hides empty and unfinished decks unless asked for them", async () => {
    const { id: empty } = await lib.createDeck({
      userId: author,
      name: "Draft empty",
      formatId: "standard",
      visibility: "PUBLIC",
    });
    const half = await sharedDeck("Draft half");
    await lib.saveDeck({ deckId: half, userId: author, cards: cards.slice(0, 10), version: 2 });
    const done = await sharedDeck("Draft done");
    expect((await lib.listPublicDecks({ q: "Draft " })).items.map((d) => d.id)).toEqual([done]);
    expect((await lib.listPublicDecks({ q: "Draft ", includeUnfinished: true })).items.map((d) => d.id).sort()).toEqual(
      [empty, half, done].sort(),
    );
  });
});
