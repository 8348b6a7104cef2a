import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";

// "Popular this week": likes plus favourites given in the last seven days, the most first, ties newest first;
// then every other public deck, newest first. Private decks and older likes count for nothing.
const db = useTestDatabase();
let lib: {
  createDeck: typeof import("./create-deck").createDeck;
  saveDeck: typeof import("./save-deck").saveDeck;
  setDeckLike: typeof import("./like-deck").setDeckLike;
  setDeckFavourite: typeof import("./favourite-deck").setDeckFavourite;
  listPublicDecks: typeof import("./list-decks").listPublicDecks;
  popularPageIds: typeof import("./popular-decks").popularPageIds;
};
const decks: Record<string, string> = {};
let fans: string[];

beforeAll(async () => {
  lib = {
    ...(await import("./create-deck")),
    ...(await import("./save-deck")),
    ...(await import("./like-deck")),
    ...(await import("./favourite-deck")),
    ...(await import("./list-decks")),
    ...(await import("./popular-decks")),
  };
  const author = (await createUser(db.prisma, "Author")).id;
  fans = [];
  for (const name of ["Ann", "Ben", "Cy"]) fans.push((await createUser(db.prisma, name)).id);
  for (const [name, visibility] of [
    ["Oldest", "PUBLIC"],
    ["Older", "PUBLIC"],
    ["Last week's darling", "PUBLIC"],
    ["Newest", "PUBLIC"],
    ["Hidden", "PRIVATE"],
  ] as const) {
    const { id } = await lib.createDeck({ userId: author, name, formatId: "standard", visibility });
    await lib.saveDeck({ deckId: id, userId: author, cards: legalDeckCards(), version: 1 });
    decks[name] = id;
  }
  // Oldest: two likes this week. Older: a like and a favourite this week (as many, and newer: first).
  for (const fan of fans.slice(0, 2)) await lib.setDeckLike({ deckId: decks.Oldest!, userId: fan, liked: true });
  await lib.setDeckLike({ deckId: decks.Older!, userId: fans[0]!, liked: true });
  await lib.setDeckFavourite({ deckId: decks.Older!, userId: fans[1]!, favourited: true });
  // Three likes given eight days ago count for nothing this week.
  for (const fan of fans) await lib.setDeckLike({ deckId: decks["Last week's darling"]!, userId: fan, liked: true });
  await db.prisma.deckLike.updateMany({
    where: { deckId: decks["Last week's darling"] },
    data: { createdAt: new Date(Date.now() - 8 * 86_400_000) },
  });
  await lib.setDeckLike({ deckId: decks.Hidden!, userId: fans[2]!, liked: true }).catch(() => undefined);
});

describe("popular this week", () => {
  it("puts the week's most liked and favourited first, ties newest first, then the rest newest first", async () => {
    const page = await lib.listPublicDecks({ sort: "popular" });
    expect(page.items.map((d) => d.name)).toEqual(["Older", "Oldest", "Newest", "Last week's darling"]);
    expect(page.total).toBe(4);
  });

  it("pages across the week's decks and the rest without losing or repeating one", async () => {
    const where = { visibility: "PUBLIC" as const, deletedAt: null };
    const named = (ids: string[]) => ids.map((id) => Object.keys(decks).find((name) => decks[name] === id));
    const pages = [];
    for (const skip of [0, 1, 2, 3]) pages.push(...(await lib.popularPageIds({ where, skip, take: 1 })));
    expect(named(pages)).toEqual(["Older", "Oldest", "Newest", "Last week's darling"]);
    expect(named(await lib.popularPageIds({ where, skip: 1, take: 2 }))).toEqual(["Oldest", "Newest"]);
    expect(named(await lib.popularPageIds({ where, skip: 3, take: 5 }))).toEqual(["Last week's darling"]);
  });

  it("keeps the other filters: a name filter leaves out the week's favourites it does not match", async () => {
    const page = await lib.listPublicDecks({ sort: "popular", q: "est" });
    expect(page.items.map((d) => d.name)).toEqual(["Oldest", "Newest"]);
  });
});
