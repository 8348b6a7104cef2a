"use client";
// Shown when a save met a newer version: take theirs, or overwrite with mine.
export function ConflictDialog({ onReload, onKeepMine }: { onReload: () => void; onKeepMine: () => void }) {
  return (
    <div
      className="conflict-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="conflict-title"
      aria-describedby="conflict-text"
    >
      <h2 id="conflict-title">This deck changed since you opened it</h2>
      <p id="conflict-text">
        It was saved elsewhere (another tab or device). Reload their version and lose your edits, or keep yours and
        overwrite it.
      </p>
      <button type="button" onClick={onReload} autoFocus>
        Reload theirs
      </button>{" "}
      <button type="button" onClick={onKeepMine}>
        Keep mine
      </button>
    </div>
  );
}
