// The browser's deck store on an in-memory IndexedDB: records are the
// player's own, unsaved work is counted, and sign-out leaves nothing.
import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import {
  clearPlayerData,
  countQueued,
  countUnsaved,
  keepDeck,
  keepPlayer,
  readKeptDeck,
  listKeptDecks,
  readLastPlayer,
  readQueue,
  renameKeptDeck,
  writeQueue,
} from "./deck-store";
import { enqueueSave, newLocalDeckId } from "./sync-queue";

const deck = (name: string) => ({ version: 2, name });

beforeEach(() => clearPlayerData());

describe("deck store", () => {
  it("keeps a deck for its player only", async () => {
    await keepDeck({ userId: "ann", deckId: "d1", saved: deck("Ann's"), draft: null });
    expect(await readKeptDeck({ userId: "ann", deckId: "d1" })).toMatchObject({ saved: { name: "Ann's" } });
    expect(await readKeptDeck({ userId: "bob", deckId: "d1" })).toBeUndefined();
  });

  it("keeps each player's queue apart", async () => {
    const queue = enqueueSave([], { deckId: "d1", baseVersion: 2, changes: { cards: [] } });
    await writeQueue({ userId: "ann", queue });
    expect(await readQueue({ userId: "ann" })).toEqual(queue);
    expect(await readQueue({ userId: "bob" })).toEqual([]);
  });

  it("opens offline for the player who opened the builder last", async () => {
    await keepPlayer({ userId: "ann", openedAt: "2026-11-27T10:00:00.000Z", setup: { ships: 1 } });
    await keepPlayer({ userId: "bob", openedAt: "2026-11-27T11:00:00.000Z", setup: { ships: 2 } });
    expect(await readLastPlayer()).toEqual({
      userId: "bob",
      openedAt: "2026-11-27T11:00:00.000Z",
      setup: { ships: 2 },
    });
  });

  it("counts queued saves and drafts once each", async () => {
    await keepDeck({ userId: "ann", deckId: "d1", saved: deck("A"), draft: deck("A*") });
    await keepDeck({ userId: "ann", deckId: "d2", saved: deck("B"), draft: deck("B*") });
    await keepDeck({ userId: "ann", deckId: "d3", saved: deck("C"), draft: null });
    await writeQueue({
      userId: "ann",
      queue: enqueueSave([], { deckId: "d1", baseVersion: 2, changes: { cards: [] } }),
    });
    expect(await countUnsaved()).toBe(2);
  });

  it("moves a deck made offline to the server's id once created, leaving nothing under the local one", async () => {
    const local = newLocalDeckId();
    await keepDeck({ userId: "ann", deckId: local, saved: deck("New"), draft: deck("New*") });
    await keepDeck({ userId: "bob", deckId: "b1", saved: deck("Bob's"), draft: null });
    await writeQueue({
      userId: "ann",
      queue: enqueueSave([], { deckId: local, baseVersion: 0, changes: { cards: [] } }),
    });
    // Counted once, by its queued creation.
    expect(await countUnsaved()).toBe(1);
    expect(await countQueued()).toBe(1);
    await renameKeptDeck({ userId: "ann", from: local, to: "s1" });
    expect(await readKeptDeck({ userId: "ann", deckId: local })).toBeUndefined();
    expect(await readKeptDeck({ userId: "ann", deckId: "s1" })).toMatchObject({
      deckId: "s1",
      draft: { name: "New*" },
    });
    expect((await listKeptDecks({ userId: "ann" })).map((d) => d.deckId)).toEqual(["s1"]);
  });

  it("sign-out clears every player's decks and queues", async () => {
    await keepDeck({ userId: "ann", deckId: "d1", saved: deck("A"), draft: deck("A*") });
    await writeQueue({
      userId: "ann",
      queue: enqueueSave([], { deckId: "d1", baseVersion: 2, changes: { cards: [] } }),
    });
    await keepPlayer({ userId: "ann", openedAt: "2026-11-27T10:00:00.000Z", setup: {} });
    await clearPlayerData();
    expect(await readLastPlayer()).toBeUndefined();
    expect(await readKeptDeck({ userId: "ann", deckId: "d1" })).toBeUndefined();
    expect(await readQueue({ userId: "ann" })).toEqual([]);
    expect(await countUnsaved()).toBe(0);
  });
});
