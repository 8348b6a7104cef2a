// The browser's side of the offline save queue: every change to it happens under one lock shared by the tabs
// (Web Locks), so two senders never send the same save twice and a save queued during a send is not overwritten.
// Loaded only when there is something to queue or send, with the IndexedDB store behind it.
import { readQueue, readQueues, renameKeptDeck, writeQueue } from "@/lib/offline/deck-store";
import { enqueueSave, sendable, syncQueue, type DeckChanges, type SyncQueue } from "@/lib/offline/sync-queue";
import { noteServerAnswered } from "./connection";
import { announceQueue } from "./queue-events";
import type { SyncActions } from "./sync-actions";

let chain: Promise<unknown> = Promise.resolve();

async function exclusively<T>(run: () => Promise<T>): Promise<T> {
  if (navigator.locks) return await navigator.locks.request("starport-sync", run);
  const next = chain.then(run, run);
  chain = next.catch(() => undefined);
  return next;
}

async function rewrite(userId: string, change: (queue: SyncQueue) => SyncQueue): Promise<void> {
  const queue = change(await readQueue({ userId }));
  await writeQueue({ userId, queue });
  announceQueue({ userId, queue, outcomes: [] });
}

/** Queues a deck's contents, started from `baseVersion`, to be sent when the server answers again. */
export function queueSave(options: {
  userId: string;
  deckId: string;
  baseVersion: number;
  changes: DeckChanges;
}): Promise<void> {
  return exclusively(() => rewrite(options.userId, (queue) => enqueueSave(queue, options)));
}

/** Drops a deck's queued save: saved directly, or the player took the other version. */
export function forgetSave(options: { userId: string; deckId: string }): Promise<void> {
  return exclusively(() => rewrite(options.userId, (queue) => queue.filter((q) => q.deckId !== options.deckId)));
}

/**
 * Sends every queued save this browser holds (or only `userId`'s), announcing each queue and its answers. A deck
 * made offline is created for the player who made it; the server refuses it to anyone else.
 */
export function sendQueued(actions: SyncActions, only?: { userId: string }): Promise<void> {
  return exclusively(async () => {
    for (const { userId, queue } of await readQueues()) {
      if (only && only.userId !== userId) continue;
      if (sendable(queue).length === 0) {
        announceQueue({ userId, queue, outcomes: [] });
        continue;
      }
      let answered: boolean | null = null;
      const heard =
        <I, R>(send: (input: I) => Promise<R>) =>
        async (input: I) => {
          try {
            const result = await send(input);
            answered = true;
            return result;
          } catch (error) {
            answered = false;
            throw error;
          }
        };
      const result = await syncQueue({
        queue,
        save: heard(actions.save),
        create: actions.create && heard((input) => actions.create!({ ...input, userId })),
      });
      await writeQueue({ userId, queue: result.queue });
      for (const outcome of result.outcomes)
        if (outcome.kind === "created") await renameKeptDeck({ userId, from: outcome.deckId, to: outcome.serverId });
      if (answered !== null) noteServerAnswered(answered);
      announceQueue({ userId, ...result });
    }
  });
}
