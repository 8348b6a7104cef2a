// The signed-in player's decks and queued saves, kept in this browser's
// IndexedDB so the builder opens and edits them without a connection.
// IndexedDB is shared by everyone using this browser on the site, so every
// record is keyed by the player, and sign-out deletes the whole database.
// Nothing here goes near the service worker's caches.
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import { isLocalDeckId, type SyncQueue } from "./sync-queue";

/** A deck as the builder holds it; `D` is the builder's own shape (version, fields, lines…). */
export interface KeptDeck<D> {
  userId: string;
  deckId: string;
  /** The deck as last saved on the server. */
  saved: D;
  /** Work not yet saved, or null. */
  draft: D | null;
}

/** The player who last opened the builder here, with what the builder needs besides the deck (ships, formats). */
export interface KeptPlayer<S> {
  userId: string;
  openedAt: string;
  setup: S;
}

interface PlayerStore extends DBSchema {
  players: { key: string; value: KeptPlayer<unknown> };
  decks: { key: [string, string]; value: KeptDeck<unknown> };
  queues: { key: string; value: { userId: string; queue: SyncQueue } };
}

const DATABASE = "starport-player";

function open(): Promise<IDBPDatabase<PlayerStore>> {
  return openDB<PlayerStore>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore("players", { keyPath: "userId" });
      db.createObjectStore("decks", { keyPath: ["userId", "deckId"] });
      db.createObjectStore("queues", { keyPath: "userId" });
    },
  });
}

// Set by sign-out's clear: a write that comes after it on this page (a draft's timer, a sync that ends late) would
// bring the player's database back before the page has left.
let signedOut = false;

/** A write, dropped once this page has signed out. */
async function write(run: (db: IDBPDatabase<PlayerStore>) => Promise<void>): Promise<void> {
  if (!signedOut) await withStore(run);
}

async function withStore<T>(run: (db: IDBPDatabase<PlayerStore>) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await run(db);
  } finally {
    db.close();
  }
}

export function keepPlayer<S>(player: KeptPlayer<S>): Promise<void> {
  return write(async (db) => void (await db.put("players", player)));
}

/** The player the offline builder opens decks for: whoever opened the builder here last. */
export function readLastPlayer<S>(): Promise<KeptPlayer<S> | undefined> {
  return withStore(async (db) => {
    const players = (await db.getAll("players")) as KeptPlayer<S>[];
    return players.sort((a, b) => b.openedAt.localeCompare(a.openedAt))[0];
  });
}

export function readKeptDeck<D>(options: { userId: string; deckId: string }): Promise<KeptDeck<D> | undefined> {
  return withStore(async (db) => (await db.get("decks", [options.userId, options.deckId])) as KeptDeck<D> | undefined);
}

/** The decks this browser keeps for the player, so a page can offer them without the server. */
export function listKeptDecks<D>(options: { userId: string }): Promise<KeptDeck<D>[]> {
  return withStore(
    async (db) =>
      (await db.getAll("decks", IDBKeyRange.bound([options.userId, ""], [options.userId, "\uffff"]))) as KeptDeck<D>[],
  );
}

/** A deck made offline, created on the server: kept from now on under the server's id. */
export function renameKeptDeck(options: { userId: string; from: string; to: string }): Promise<void> {
  return write(async (db) => {
    const tx = db.transaction("decks", "readwrite");
    const kept = await tx.store.get([options.userId, options.from]);
    if (kept) {
      await tx.store.put({ ...kept, deckId: options.to });
      await tx.store.delete([options.userId, options.from]);
    }
    await tx.done;
  });
}

export function keepDeck<D>(deck: KeptDeck<D>): Promise<void> {
  return write(async (db) => void (await db.put("decks", deck)));
}

export function readQueue(options: { userId: string }): Promise<SyncQueue> {
  return withStore(async (db) => (await db.get("queues", options.userId))?.queue ?? []);
}

/** Every player's queue this browser holds (normally only the signed-in player's: sign-out clears the rest). */
export function readQueues(): Promise<{ userId: string; queue: SyncQueue }[]> {
  return withStore((db) => db.getAll("queues"));
}

/** Saves waiting to be sent, for the header's count. */
export async function countQueued(): Promise<number> {
  return (await readQueues()).reduce((sum, q) => sum + q.queue.length, 0);
}

export function writeQueue(options: { userId: string; queue: SyncQueue }): Promise<void> {
  return write(async (db) => void (await db.put("queues", { userId: options.userId, queue: options.queue })));
}

/** Changes this browser holds that the server does not have yet: queued saves and unsaved drafts, per player. */
export function countUnsaved(): Promise<number> {
  return withStore(async (db) => {
    const queues = await db.getAll("queues");
    const decks = await db.getAll("decks");
    const queued = new Set(queues.flatMap((q) => q.queue.map((s) => `${q.userId}/${s.deckId}`)));
    // A deck made offline is counted by its queued creation, never as a draft of its own.
    const drafts = decks.filter(
      (d) => d.draft !== null && !isLocalDeckId(d.deckId) && !queued.has(`${d.userId}/${d.deckId}`),
    );
    return queued.size + drafts.length;
  });
}

/** Sign-out: every player's decks and queued saves leave this browser, and this page writes none again. */
export function clearPlayerData(): Promise<void> {
  signedOut = true;
  return deleteDB(DATABASE);
}
