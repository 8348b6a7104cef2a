// The browser's deck store on an in-memory IndexedDB: records are the
// player's own, unsaved work is counted, and sign-out leaves nothing.
import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { enqueueSave, newLocalDeckId } from "./sync-queue";

const deck = (name: string) => ({ version: 2, name });

// A new browser per test: an empty IndexedDB and a page that has not signed out yet.
let store: typeof import("./deck-store");
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  store = await import("./deck-store");
});

describe("deck store", () => {
  it("keeps a deck for its player only", async () => {
    await store.keepDeck({ userId: "ann", deckId: "d1", saved: deck("Ann's"), draft: null });
    expect(await store.readKeptDeck({ userId: "ann", deckId: "d1" })).toMatchObject({ saved: { name: "Ann's" } });
    expect(await store.readKeptDeck({ userId: "bob", deckId: "d1" })).toBeUndefined();
  });

  it("keeps each player's queue apart", async () => {
    const queue = enqueueSave([], { deckId: "d1", baseVersion: 2, changes: { cards: [] } });
    await store.writeQueue({ userId: "ann", queue });
    expect(await store.readQueue({ userId: "ann" })).toEqual(queue);
    expect(await store.readQueue({ userId: "bob" })).toEqual([]);
  });

  it("opens offline for the player who opened the builder last", async () => {
    await store.keepPlayer({ userId: "ann", openedAt: "2026-11-27T10:00:00.000Z", setup: { ships: 1 } });
    await store.keepPlayer({ userId: "bob", openedAt: "2026-11-27T11:00:00.000Z", setup: { ships: 2 } });
    expect(await store.readLastPlayer()).toEqual({
      userId: "bob",
      openedAt: "2026-11-27T11:00:00.000Z",
      setup: { ships: 2 },
    });
  });

  it("counts queued saves and drafts once each", async () => {
    await store.keepDeck({ userId: "ann", deckId: "d1", saved: deck("A"), draft: deck("A*") });
    await store.keepDeck({ userId: "ann", deckId: "d2", saved: deck("B"), draft: deck("B*") });
    await store.keepDeck({ userId: "ann", deckId: "d3", saved: deck("C"), draft: null });
    await store.writeQueue({
      userId: "ann",
      queue: enqueueSave([], { deckId: "d1", baseVersion: 2, changes: { cards: [] } }),
    });
    expect(await store.countUnsaved()).toBe(2);
  });

  it("moves a deck made offline to the server's id once created, leaving nothing under the local one", async () => {
    const local = newLocalDeckId();
    await store.keepDeck({ userId: "ann", deckId: local, saved: deck("New"), draft: deck("New*") });
    await store.keepDeck({ userId: "bob", deckId: "b1", saved: deck("Bob's"), draft: null });
    await store.writeQueue({
      userId: "ann",
      queue: enqueueSave([], { deckId: local, baseVersion: 0, changes: { cards: [] } }),
    });
    // Counted once, by its queued creation.
    expect(await store.countUnsaved()).toBe(1);
    expect(await store.countQueued()).toBe(1);
    await store.renameKeptDeck({ userId: "ann", from: local, to: "s1" });
    expect(await store.readKeptDeck({ userId: "ann", deckId: local })).toBeUndefined();
    expect(await store.readKeptDeck({ userId: "ann", deckId: "s1" })).toMatchObject({
      deckId: "s1",
      draft: { name: "New*" },
    });
    expect((await store.listKeptDecks({ userId: "ann" })).map((d) => d.deckId)).toEqual(["s1"]);
  });

  it("sign-out clears every player's decks and queues", async () => {
    await store.keepDeck({ userId: "ann", deckId: "d1", saved: deck("A"), draft: deck("A*") });
    await store.writeQueue({
      userId: "ann",
      queue: enqueueSave([], { deckId: "d1", baseVersion: 2, changes: { cards: [] } }),
    });
    await store.keepPlayer({ userId: "ann", openedAt: "2026-11-27T10:00:00.000Z", setup: {} });
    await store.clearPlayerData();
    expect(await store.readLastPlayer()).toBeUndefined();
    expect(await store.readKeptDeck({ userId: "ann", deckId: "d1" })).toBeUndefined();
    expect(await store.readQueue({ userId: "ann" })).toEqual([]);
    expect(await store.countUnsaved()).toBe(0);
  });

  it("writes nothing more once this page has signed out: a draft saved late does not bring the player's data back", async () => {
    await store.keepDeck({ userId: "ann", deckId: "d1", saved: deck("A"), draft: deck("A*") });
    await store.clearPlayerData();
    await store.keepDeck({ userId: "ann", deckId: "d1", saved: deck("A"), draft: deck("A**") });
    await store.keepPlayer({ userId: "ann", openedAt: "2026-11-27T10:00:00.000Z", setup: {} });
    await store.writeQueue({
      userId: "ann",
      queue: enqueueSave([], { deckId: "d1", baseVersion: 2, changes: { cards: [] } }),
    });
    expect(await store.readKeptDeck({ userId: "ann", deckId: "d1" })).toBeUndefined();
    expect(await store.readLastPlayer()).toBeUndefined();
    expect(await store.countUnsaved()).toBe(0);
  });
});
