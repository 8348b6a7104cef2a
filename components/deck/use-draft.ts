"use client";
// The builder's unsaved work kept in this browser (localStorage), so a reload
// or a crash loses nothing: written as the deck changes, offered back when the
// builder opens with a draft that differs from the saved deck, and dropped
// once the deck is saved or the player discards it.
import { useCallback, useEffect, useState } from "react";
import type { DeckFieldValues } from "./DeckFields";
import type { BuilderLine } from "./use-deck-lines";

export interface Draft {
  /** The version the draft was started from. */
  version: number;
  savedAt: string;
  fields: DeckFieldValues;
  lines: BuilderLine[];
  /** The sideboard; absent in drafts kept before it existed. */
  considering?: BuilderLine[];
}

const WRITE_DELAY_MS = 300;
const keyOf = (deckId: string) => `starport:deck-draft:${deckId}`;

function readDraft(deckId: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(deckId));
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

/**
 * `snapshot` is the deck as the builder holds it now; `savedSnapshot` as last saved.
 * Answers the draft to offer back (once, on opening), and how to drop it.
 */
export function useDraft(options: {
  deckId: string;
  version: number;
  fields: DeckFieldValues;
  lines: BuilderLine[];
  considering: BuilderLine[];
  dirty: boolean;
  sameAsSaved: (draft: Draft) => boolean;
}) {
  const { deckId, version, fields, lines, considering, dirty, sameAsSaved } = options;
  const [offered, setOffered] = useState<Draft | null>(null);
  // Offering waits for the browser: the server renders no draft.
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (checked) return;
    const draft = readDraft(deckId);
    const offer = draft && !sameAsSaved(draft) ? draft : null;
    if (!offer) window.localStorage.removeItem(keyOf(deckId));
    // Reading storage is the outside system this effect syncs from; it runs once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffered(offer);
    setChecked(true);
  }, [checked, deckId, sameAsSaved]);

  useEffect(() => {
    // Nothing is written while a draft waits for an answer, so it is not overwritten unseen.
    if (!checked || offered) return;
    // Back to the saved deck: nothing to keep.
    if (!dirty) return window.localStorage.removeItem(keyOf(deckId));
    const timer = setTimeout(() => {
      const draft: Draft = { version, savedAt: new Date().toISOString(), fields, lines, considering };
      try {
        window.localStorage.setItem(keyOf(deckId), JSON.stringify(draft));
      } catch {
        // Storage full or off: the leave warning still guards the work.
      }
    }, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checked, offered, dirty, deckId, version, fields, lines, considering]);

  const drop = useCallback(() => {
    window.localStorage.removeItem(keyOf(deckId));
    setOffered(null);
  }, [deckId]);
  const answered = useCallback(() => setOffered(null), []);

  return { offered, drop, answered };
}
