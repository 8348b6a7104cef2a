"use client";
// Saves that found no connection wait in this browser's queue (IndexedDB, the
// player's own) and are sent, in order, when the connection returns or the
// builder opens; each answer for this deck goes back to the builder, whoever
// sent it (this page, the header, another tab). A deck made offline answers
// to its server id once created.
import { useCallback, useEffect, useRef, useState } from "react";
import { onQueueChange } from "@/components/offline/queue-events";
import type { SyncActions } from "@/components/offline/sync-actions";
import { forgetSave, queueSave, sendQueued } from "@/components/offline/sync";
import { readQueue } from "@/lib/offline/deck-store";
import { retryDelayMs, type DeckChanges, type SaveOutcome } from "@/lib/offline/sync-queue";

export function useSaveQueue(options: {
  userId: string;
  deckId: string;
  saveAction: SyncActions["save"];
  createAction?: SyncActions["create"];
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { userId, deckId } = options;
  const [queued, setQueued] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Sends the queue now, and again after a while if this deck's save got no answer.
  const send = useRef<() => void>(() => {});

  useEffect(
    () =>
      onQueueChange((change) => {
        if (change.userId !== userId) return;
        const ids = new Set([latest.current.deckId]);
        for (const outcome of change.outcomes) {
          if (!ids.has(outcome.deckId)) continue;
          if (outcome.kind === "created") ids.add(outcome.serverId);
          latest.current.onOutcome(outcome);
        }
        const mine = change.queue.find((q) => ids.has(q.deckId));
        setQueued(mine?.state === "waiting");
        // A conflict met before this page opened still waits for the player's choice.
        if (mine?.state === "conflict" && !change.outcomes.some((o) => ids.has(o.deckId))) {
          latest.current.onOutcome({ deckId: mine.deckId, kind: "conflict", currentVersion: mine.currentVersion });
        }
      }),
    [userId],
  );

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    send.current = () => {
      clearTimeout(timer);
      const { saveAction, createAction } = latest.current;
      void sendQueued({ save: saveAction, create: createAction }, { userId })
        .then(() => readQueue({ userId }))
        .then((queue) => {
          const mine = queue.find((q) => q.deckId === latest.current.deckId);
          if (live && mine?.state === "waiting" && navigator.onLine)
            timer = setTimeout(send.current, retryDelayMs(mine.attempts));
        })
        .catch(() => {
          // Storage unavailable: the builder's own save still works online.
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
  }, [userId]);

  /** Queues this deck's contents, started from `baseVersion`, to save when the connection returns. */
  const queue = useCallback(
    async (changes: DeckChanges, baseVersion: number) => {
      await queueSave({ userId, deckId, baseVersion, changes });
      setQueued(true);
      if (navigator.onLine) send.current();
    },
    [userId, deckId],
  );

  /** Drops this deck's queued save: saved directly, or the player took the other version. */
  const forget = useCallback(async () => {
    await forgetSave({ userId, deckId });
    setQueued(false);
  }, [userId, deckId]);

  return { queued, queue, forget };
}
