// Deck saves made without a connection, kept in the order the player made them
// and sent through the usual versioned save when the connection returns. Pure:
// the browser keeps the queue (IndexedDB) and supplies the save to run.
import type { SaveDeckInput, SavedDeck } from "../decks/schemas";
import type { ActionResult } from "../http/action-result";

/** A deck's contents as the builder would save them, without the version guard. */
export type DeckChanges = Omit<SaveDeckInput, "deckId" | "version">;

export type QueuedSave = {
  deckId: string;
  /** The version the edits started from: the server's version moving past it is a conflict. */
  baseVersion: number;
  changes: DeckChanges;
  /** Failed sends so far (no answer from the server); reset by a send that gets one. */
  attempts: number;
} & (
  | { state: "waiting" }
  /** Saved elsewhere meanwhile: waits for the player's choice. */
  | { state: "conflict"; currentVersion: number }
  /** The server refused it for a reason retrying will not fix (the deck was deleted, a field is invalid). */
  | { state: "refused"; message: string }
);

export type SyncQueue = readonly QueuedSave[];

/** A deck created without a connection has a local id until the server creates it and gives it its own. */
const LOCAL_DECK_PREFIX = "local-";

export function isLocalDeckId(deckId: string): boolean {
  return deckId.startsWith(LOCAL_DECK_PREFIX);
}

export function newLocalDeckId(): string {
  return `${LOCAL_DECK_PREFIX}${crypto.randomUUID()}`;
}

/** What creating a deck on the server takes: its name and format (the save that follows carries the rest). */
export type DeckCreation = { name: string; formatId: string };

export type SaveOutcome =
  | { deckId: string; kind: "saved"; version: number }
  /** A deck made offline now exists on the server as `serverId`; its queued contents follow it. */
  | { deckId: string; kind: "created"; serverId: string }
  | { deckId: string; kind: "conflict"; currentVersion: number }
  | { deckId: string; kind: "refused"; message: string };

/** Sends stop once a deck's save has failed this many times in a row; the player's next change or "Try again" restarts. */
export const MAX_ATTEMPTS = 5;

/**
 * Queues a deck's latest contents. A deck already waiting keeps its place and
 * the version its edits started from (saves carry the whole deck, so the newest
 * contents replace the older ones); a conflict stays a conflict.
 */
export function enqueueSave(
  queue: SyncQueue,
  options: { deckId: string; baseVersion: number; changes: DeckChanges },
): SyncQueue {
  const index = queue.findIndex((q) => q.deckId === options.deckId);
  if (index === -1) return [...queue, { ...options, attempts: 0, state: "waiting" }];
  const kept = queue[index]!;
  const next: QueuedSave =
    kept.state === "refused"
      ? { deckId: kept.deckId, baseVersion: kept.baseVersion, changes: options.changes, attempts: 0, state: "waiting" }
      : { ...kept, changes: options.changes, attempts: 0 };
  return queue.map((q, i) => (i === index ? next : q));
}

/** The saves to send now, in order: waiting ones that have not used up their attempts. */
export function sendable(queue: SyncQueue): QueuedSave[] {
  return queue.filter((q) => q.state === "waiting" && q.attempts < MAX_ATTEMPTS);
}

/** How long to wait before the next send after `attempts` failures: doubling from one second, at most a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends the waiting saves one at a time, in order. A save with no answer (the
 * connection dropped again) stops the run, so later saves never overtake it;
 * a conflict or a refusal is kept for the player and the run goes on. A deck
 * made offline is first created (without `create`, it waits), then saved
 * under its server id.
 */
export async function syncQueue(options: {
  queue: SyncQueue;
  save: (input: SaveDeckInput) => Promise<ActionResult<SavedDeck>>;
  create?: (input: DeckCreation) => Promise<ActionResult<{ id: string; version: number }>>;
}): Promise<{ queue: SyncQueue; outcomes: SaveOutcome[] }> {
  let queue = options.queue;
  const outcomes: SaveOutcome[] = [];
  for (let item of sendable(queue)) {
    if (isLocalDeckId(item.deckId)) {
      if (!options.create) continue;
      let created: ActionResult<{ id: string; version: number }>;
      try {
        created = await options.create({ name: item.changes.name ?? "", formatId: item.changes.formatId ?? "" });
      } catch {
        queue = replace(queue, item.deckId, { ...item, attempts: item.attempts + 1 });
        break;
      }
      if (!created.ok) {
        const message = created.error.message;
        queue = replace(queue, item.deckId, { ...item, attempts: 0, state: "refused", message });
        outcomes.push({ deckId: item.deckId, kind: "refused", message });
        continue;
      }
      const serverId = created.value.id;
      queue = replace(queue, item.deckId, { ...item, deckId: serverId, baseVersion: created.value.version });
      outcomes.push({ deckId: item.deckId, kind: "created", serverId });
      item = { ...item, deckId: serverId, baseVersion: created.value.version };
    }
    let result: ActionResult<SavedDeck>;
    try {
      result = await options.save({ ...item.changes, deckId: item.deckId, version: item.baseVersion });
    } catch {
      queue = replace(queue, item.deckId, { ...item, attempts: item.attempts + 1 });
      break;
    }
    if (result.ok) {
      queue = queue.filter((q) => q.deckId !== item.deckId);
      outcomes.push({ deckId: item.deckId, kind: "saved", version: result.value.version });
    } else if (result.error.code === "CONFLICT") {
      const currentVersion = result.error.currentVersion ?? item.baseVersion;
      queue = replace(queue, item.deckId, { ...item, attempts: 0, state: "conflict", currentVersion });
      outcomes.push({ deckId: item.deckId, kind: "conflict", currentVersion });
    } else {
      const message = result.error.message;
      queue = replace(queue, item.deckId, { ...item, attempts: 0, state: "refused", message });
      outcomes.push({ deckId: item.deckId, kind: "refused", message });
    }
  }
  return { queue, outcomes };
}

/**
 * The player's answer to a conflict: "mine" saves the queued edits over the
 * server's version, "theirs" drops them.
 */
export function resolveConflict(queue: SyncQueue, deckId: string, choice: "mine" | "theirs"): SyncQueue {
  const item = queue.find((q) => q.deckId === deckId);
  if (!item || item.state !== "conflict") return queue;
  if (choice === "theirs") return queue.filter((q) => q.deckId !== deckId);
  return replace(queue, deckId, {
    deckId,
    baseVersion: item.currentVersion,
    changes: item.changes,
    attempts: 0,
    state: "waiting",
  });
}

/**
 * What signing out does with the changes this browser still holds (queued
 * saves and unsaved drafts): it sends what it can first; with nothing left it
 * clears the player's data from the browser; with some left it asks, saying
 * how many would be lost.
 */
export async function signOutStep(options: {
  sync: () => Promise<void>;
  unsaved: () => Promise<number>;
  ask: (question: string) => boolean;
}): Promise<{ kind: "clear"; dropped: number } | { kind: "stay" }> {
  await options.sync().catch(() => {
    // No connection: what is left is counted below.
  });
  const unsaved = await options.unsaved();
  if (unsaved === 0) return { kind: "clear", dropped: 0 };
  const changes = unsaved === 1 ? "1 deck change is" : `${unsaved} deck changes are`;
  const question = `${changes} not saved to the server yet and would be lost. Sign out anyway?`;
  return options.ask(question) ? { kind: "clear", dropped: unsaved } : { kind: "stay" };
}

function replace(queue: SyncQueue, deckId: string, item: QueuedSave): SyncQueue {
  return queue.map((q) => (q.deckId === deckId ? item : q));
}
