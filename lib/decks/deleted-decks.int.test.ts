import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import type { AppError } from "../http/errors";
import { KEEP_DELETED_DAYS } from "./deleted-decks";

// Soft delete: a deleted deck is invisible to every read, its owner can
// restore it whole (cards, history, likes) within the kept period, and only
// its owner can.
const db = useTestDatabase();
let lib: {
  createDeck: typeof import("./create-deck").createDeck;
  saveDeck: typeof import("./save-deck").saveDeck;
  deleteDeck: typeof import("./delete-deck").deleteDeck;
  restoreDeck: typeof import("./restore-deck").restoreDeck;
  forkDeck: typeof import("./fork-deck").forkDeck;
  getDeckForViewer: typeof import("./get-deck").getDeckForViewer;
  listMyDecks: typeof import("./list-decks").listMyDecks;
  listDeletedDecks: typeof import("./list-decks").listDeletedDecks;
  listPublicDecks: typeof import("./list-decks").listPublicDecks;
  setDeckLike: typeof import("./like-deck").setDeckLike;
};
let owner: string;
let other: string;
const cards = legalDeckCards();
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: AppError) => e.code,
  );
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  lib = {
    ...(await import("./create-deck")),
    ...(await import("./save-deck")),
    ...(await import("./delete-deck")),
    ...(await import("./restore-deck")),
    ...(await import("./fork-deck")),
    ...(await import("./get-deck")),
    ...(await import("./list-decks")),
    ...(await import("./like-deck")),
  };
  owner = (await createUser(db.prisma, "Owner")).id;
  other = (await createUser(db.prisma, "Other")).id;
});

/** Everything stored about a deck, to compare before deleting and after restoring. */
const stored = async (deckId: string) => ({
  deck: await db.prisma.deck.findUniqueOrThrow({
    where: { id: deckId },
    select: {
      name: true,
      description: true,
      formatId: true,
      visibility: true,
      version: true,
      legal: true,
      complete: true,
      forkedFromId: true,
      ownerId: true,
    },
  }),
  cards: await db.prisma.deckCard.findMany({ where: { deckId }, orderBy: { cardId: "asc" } }),
  versions: await db.prisma.deckVersion.findMany({
    where: { deckId },
    orderBy: { version: "asc" },
    select: { version: true, name: true, cards: true },
  }),
  likes: await db.prisma.deckLike.count({ where: { deckId } }),
});

describe("a deleted deck", () => {
  it("is invisible to every read and write, then restored whole by its owner", async () => {
    const { id: deckId } = await lib.createDeck({
      userId: owner,
      name: "Deleted and back",
      formatId: "standard",
      visibility: "PUBLIC",
    });
    await lib.saveDeck({ deckId, userId: owner, cards, version: 1, description: "kept" });
    await lib.saveDeck({ deckId, userId: owner, cards: cards.slice(1), version: 2 });
    await lib.setDeckLike({ deckId, userId: other, liked: true });
    const before = await stored(deckId);

    expect(await lib.deleteDeck({ deckId, userId: owner })).toEqual({ name: "Deleted and back" });

    expect(await code(lib.getDeckForViewer({ deckId, viewerId: owner }))).toBe("NOT_FOUND");
    expect(await code(lib.getDeckForViewer({ deckId, viewerId: other }))).toBe("NOT_FOUND");
    expect(await code(lib.getDeckForViewer({ deckId, viewerId: null }))).toBe("NOT_FOUND");
    expect((await lib.listMyDecks({ userId: owner })).map((d) => d.id)).not.toContain(deckId);
    const everyPublic = await lib.listPublicDecks({ q: "Deleted and back", includeUnfinished: true });
    expect(everyPublic.items.map((d) => d.id)).not.toContain(deckId);
    expect(await code(lib.forkDeck({ deckId, userId: other }))).toBe("NOT_FOUND");
    expect(await code(lib.forkDeck({ deckId, userId: owner }))).toBe("NOT_FOUND");
    expect(await code(lib.saveDeck({ deckId, userId: owner, cards, version: 3 }))).toBe("NOT_FOUND");
    expect(await code(lib.setDeckLike({ deckId, userId: other, liked: false }))).toBe("NOT_FOUND");
    expect(await code(lib.deleteDeck({ deckId, userId: owner }))).toBe("NOT_FOUND");
    // Nothing was removed while it was hidden.
    expect(await stored(deckId)).toEqual(before);

    const deleted = await lib.listDeletedDecks({ userId: owner });
    expect(deleted.map((d) => d.id)).toEqual([deckId]);
    expect(await lib.listDeletedDecks({ userId: other })).toEqual([]);
    expect(await code(lib.restoreDeck({ deckId, userId: other }))).toBe("NOT_FOUND");

    await lib.restoreDeck({ deckId, userId: owner });
    expect(await stored(deckId)).toEqual(before);
    expect((await lib.getDeckForViewer({ deckId, viewerId: null })).likes).toBe(1);
    expect(
      (await lib.listPublicDecks({ q: "Deleted and back", includeUnfinished: true })).items.map((d) => d.id),
    ).toEqual([deckId]);
    expect(await lib.listDeletedDecks({ userId: owner })).toEqual([]);
    expect(await code(lib.restoreDeck({ deckId, userId: owner }))).toBe("NOT_FOUND");
  });

  it("hides the link to a deleted original from its forks", async () => {
    const { id: original } = await lib.createDeck({
      userId: owner,
      name: "Original",
      formatId: "standard",
      visibility: "PUBLIC",
    });
    const fork = await lib.forkDeck({ deckId: original, userId: other });
    expect((await lib.getDeckForViewer({ deckId: fork.id, viewerId: other })).forkedFrom?.id).toBe(original);
    expect((await lib.getDeckForViewer({ deckId: original, viewerId: owner })).forks).toBe(1);
    await lib.deleteDeck({ deckId: original, userId: owner });
    expect((await lib.getDeckForViewer({ deckId: fork.id, viewerId: other })).forkedFrom).toBeNull();
  });

  it(`is kept ${KEEP_DELETED_DAYS} days: older ones cannot be restored and go for good at the owner's next delete`, async () => {
    const { id: old } = await lib.createDeck({ userId: owner, name: "Long gone", formatId: "standard" });
    await lib.deleteDeck({ deckId: old, userId: owner });
    await db.prisma.deck.update({
      where: { id: old },
      data: { deletedAt: new Date(Date.now() - (KEEP_DELETED_DAYS + 1) * DAY_MS) },
    });
    expect((await lib.listDeletedDecks({ userId: owner })).map((d) => d.id)).not.toContain(old);
    expect(await code(lib.restoreDeck({ deckId: old, userId: owner }))).toBe("NOT_FOUND");

    const { id: recent } = await lib.createDeck({ userId: owner, name: "Just now", formatId: "standard" });
    await lib.deleteDeck({ deckId: recent, userId: owner });
    expect(await db.prisma.deck.findUnique({ where: { id: old } })).toBeNull();
    expect(await db.prisma.deck.findUnique({ where: { id: recent } })).not.toBeNull();
  });
});
