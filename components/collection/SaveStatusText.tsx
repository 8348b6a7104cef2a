"use client";
// The visible state of one saved count: saving, saved, failed, or changed in
// another tab with a choice.
import type { SaveStatus } from "./use-saved-count";

interface Props {
  status: SaveStatus;
  label: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

export function SaveStatusText({ status, label, onKeepMine, onTakeTheirs }: Props) {
  switch (status.kind) {
    case "idle":
      return null;
    case "saving":
      return <span className="muted">Saving…</span>;
    case "saved":
      return <span className="muted">Saved</span>;
    case "failed":
      return (
        <span className="field-error" role="alert">
          {status.message}
        </span>
      );
    case "conflict":
      return (
        <span className="field-error" role="alert">
          Changed in another tab: now {status.theirs}.{" "}
          <button type="button" onClick={onKeepMine} aria-label={`Keep yours for ${label}`}>
            Keep yours
          </button>{" "}
          <button type="button" onClick={onTakeTheirs} aria-label={`Take theirs for ${label}`}>
            Take theirs
          </button>
        </span>
      );
  }
}
