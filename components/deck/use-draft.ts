"use client";
// The player's deck kept in this browser (IndexedDB, keyed by the player): the
// deck as last saved, so it opens without a connection, and the unsaved work,
// so a reload or a crash loses nothing. The work is offered back when the
// builder opens with a draft that differs from the saved deck, and dropped
// once the deck is saved or the player discards it.
import { useCallback, useEffect, useState } from "react";
import { keepDeck, readKeptDeck } from "@/lib/offline/deck-store";
import type { DeckFieldValues } from "./DeckFields";
import type { BuilderLine } from "./use-deck-lines";

/** The deck as the builder holds it, with the version it started from. */
export interface DeckState {
  version: number;
  fields: DeckFieldValues;
  lines: BuilderLine[];
  considering: BuilderLine[];
}

export interface Draft extends Omit<DeckState, "considering"> {
  savedAt: string;
  /** The sideboard; absent in drafts kept before it existed. */
  considering?: BuilderLine[];
}

const WRITE_DELAY_MS = 300;

/**
 * `current` is the deck as the builder holds it now; `saved` as last saved.
 * Answers the draft to offer back (once, on opening), and how to answer it.
 */
export function useDraft(options: {
  userId: string;
  deckId: string;
  saved: DeckState;
  current: DeckState;
  dirty: boolean;
  sameAsSaved: (draft: Draft) => boolean;
}) {
  const { userId, deckId, saved, current, dirty, sameAsSaved } = options;
  const [offered, setOffered] = useState<Draft | null>(null);
  // Offering waits for the browser: the server renders no draft.
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (checked) return;
    let live = true;
    void readKeptDeck<Draft>({ userId, deckId })
      .catch(() => undefined)
      .then((kept) => {
        if (!live) return;
        const draft = kept?.draft ?? null;
        setOffered(draft && !sameAsSaved(draft) ? draft : null);
        setChecked(true);
      });
    return () => {
      live = false;
    };
  }, [checked, userId, deckId, sameAsSaved]);

  useEffect(() => {
    // Nothing is written while a draft waits for an answer, so it is not overwritten unseen.
    if (!checked || offered) return;
    const timer = setTimeout(() => {
      const savedAt = new Date().toISOString();
      keepDeck<Draft>({
        userId,
        deckId,
        saved: { ...saved, savedAt },
        draft: dirty ? { ...current, savedAt } : null,
      }).catch(() => {
        // Storage full or off: the leave warning still guards the work.
      });
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checked, offered, dirty, userId, deckId, saved, current]);

  // Answered either way: restored work is now the builder's, discarded work is dropped by the next write.
  const answered = useCallback(() => setOffered(null), []);

  return { offered, answered };
}
