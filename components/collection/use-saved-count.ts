"use client";
// One count (owned or wanted) of one card, saved as the player goes: each save
// sends the new value with the value last confirmed by the server, one at a
// time per count. A 409 shows the value another tab stored, and the player
// keeps theirs or takes it.
import { useCallback, useRef, useState } from "react";
import { MAX_CARD_QUANTITY } from "@/lib/collections/limits";
import type { CollectionField } from "@/lib/collections/schemas";

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; theirs: number };

interface Options {
  cardId: number;
  field: CollectionField;
  initial: number;
}

export function useSavedCount({ cardId, field, initial }: Options) {
  const [value, setValue] = useState(String(initial));
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const confirmed = useRef(initial);
  /** The value last sent (or confirmed): a blur right after Enter, or after a conflict, sends nothing new. */
  const requested = useRef(initial);
  const queue = useRef<Promise<void>>(Promise.resolve());

  /** Runs saves one after another, so each names the value the one before it confirmed. */
  const enqueue = useCallback((step: () => Promise<void>) => {
    queue.current = queue.current.then(step);
  }, []);

  const save = useCallback(
    async (next: number, expected: number) => {
      setStatus({ kind: "saving" });
      try {
        const response = await fetch(`/collection/entries/${cardId}`, {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ field, value: next, expected }),
        });
        const body = await response.json();
        if (response.ok) {
          confirmed.current = body[field];
          setStatus({ kind: "saved" });
        } else if (response.status === 409 && body.error?.current) {
          confirmed.current = body.error.current[field];
          setStatus({ kind: "conflict", theirs: body.error.current[field] });
        } else {
          requested.current = confirmed.current;
          setStatus({
            kind: "failed",
            message: body.error?.issues?.[0]?.message ?? body.error?.message ?? "Not saved.",
          });
        }
      } catch {
        requested.current = confirmed.current;
        setStatus({ kind: "failed", message: "Not saved: no connection." });
      }
    },
    [cardId, field],
  );

  /** Saves what the field shows, if it is a new valid count. */
  const commit = useCallback(
    (text = value) => {
      const next = Number(text);
      if (text.trim() === "" || !Number.isInteger(next) || next < 0 || next > MAX_CARD_QUANTITY) {
        setStatus({ kind: "failed", message: `Not saved: a count is a whole number from 0 to ${MAX_CARD_QUANTITY}.` });
        return;
      }
      // Compared when the queue reaches it: an earlier save may still be on its way.
      enqueue(async () => {
        if (next === requested.current) return;
        requested.current = next;
        await save(next, confirmed.current);
      });
    },
    [enqueue, save, value],
  );

  const keepMine = useCallback(() => enqueue(() => save(Number(value), confirmed.current)), [enqueue, save, value]);
  const takeTheirs = useCallback(() => {
    requested.current = confirmed.current;
    setValue(String(confirmed.current));
    setStatus({ kind: "saved" });
  }, []);
  /** Sets the field and saves at once: the − and + buttons. */
  const change = useCallback(
    (next: number) => {
      const clamped = Math.min(MAX_CARD_QUANTITY, Math.max(0, next));
      setValue(String(clamped));
      commit(String(clamped));
    },
    [commit],
  );

  return { value, setValue, status, commit, change, keepMine, takeTheirs };
}
