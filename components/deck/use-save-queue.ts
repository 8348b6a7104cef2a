"use client";
// Saves that found no connection wait in this browser's queue (IndexedDB, the
// player's own) and are sent, in order, when the connection returns or the
// builder opens; each answer for this deck goes back to the builder.
import { useCallback, useEffect, useRef, useState } from "react";
import type { SaveDeckInput, SavedDeck } from "@/lib/decks/schemas";
import type { ActionResult } from "@/lib/http/action-result";
import { readQueue, writeQueue } from "@/lib/offline/deck-store";
import { enqueueSave, retryDelayMs, syncQueue, type DeckChanges, type SaveOutcome } from "@/lib/offline/sync-queue";

export function useSaveQueue(options: {
  userId: string;
  deckId: string;
  saveAction: (input: SaveDeckInput) => Promise<ActionResult<SavedDeck>>;
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { userId, deckId } = options;
  const [queued, setQueued] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const running = useRef(false);
  // Sends the queue now, and again after a while if this deck's save got no answer.
  const send = useRef<() => void>(() => {});

  /** Answers how long to wait before trying again, or null when nothing of this deck's waits to be sent. */
  const sync = useCallback(async (): Promise<number | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      const { queue, outcomes } = await syncQueue({
        queue: await readQueue({ userId }),
        save: (input) => latest.current.saveAction(input),
      });
      await writeQueue({ userId, queue });
      const mine = queue.find((q) => q.deckId === deckId);
      setQueued(mine?.state === "waiting");
      for (const outcome of outcomes) if (outcome.deckId === deckId) latest.current.onOutcome(outcome);
      // A conflict met before this page opened still waits for the player's choice.
      if (mine?.state === "conflict" && !outcomes.some((o) => o.deckId === deckId)) {
        latest.current.onOutcome({ deckId, kind: "conflict", currentVersion: mine.currentVersion });
      }
      return mine?.state === "waiting" ? retryDelayMs(mine.attempts) : null;
    } catch {
      // Storage unavailable: the builder's own save still works online.
      return null;
    } finally {
      running.current = false;
    }
  }, [userId, deckId]);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    send.current = () => {
      clearTimeout(timer);
      void sync().then((delay) => {
        if (live && delay !== null && navigator.onLine) timer = setTimeout(send.current, delay);
      });
    };
    const onOnline = () => send.current();
    window.addEventListener("online", onOnline);
    send.current();
    return () => {
      live = false;
      window.removeEventListener("online", onOnline);
      clearTimeout(timer);
    };
  }, [sync]);

  /** Queues this deck's contents, started from `baseVersion`, to save when the connection returns. */
  const queue = useCallback(
    async (changes: DeckChanges, baseVersion: number) => {
      await writeQueue({ userId, queue: enqueueSave(await readQueue({ userId }), { deckId, baseVersion, changes }) });
      setQueued(true);
      if (navigator.onLine) send.current();
    },
    [userId, deckId],
  );

  /** Drops this deck's queued save: saved directly, or the player took the other version. */
  const forget = useCallback(async () => {
    await writeQueue({ userId, queue: (await readQueue({ userId })).filter((q) => q.deckId !== deckId) });
    setQueued(false);
  }, [userId, deckId]);

  return { queued, queue, forget };
}
