"use client";
// Offered when the builder opens with unsaved work kept in this browser.
import type { Draft } from "./use-draft";

export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const cards = draft.lines.reduce((n, l) => n + l.quantity, 0);
  const when = new Date(draft.savedAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
  return (
    <div
      className="notice-bar draft-offer"
      role="alertdialog"
      aria-labelledby="draft-offer-title"
      aria-describedby="draft-offer-text"
    >
      <strong id="draft-offer-title">Restore your unsaved changes?</strong>
      <span id="draft-offer-text">
        This browser kept changes to this deck that were not saved ({when}, {cards} card{cards === 1 ? "" : "s"}).
      </span>
      <button type="button" onClick={onRestore} autoFocus>
        Restore
      </button>
      <button type="button" className="secondary" onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}
