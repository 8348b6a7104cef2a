// The server actions that send queued saves, handed over by the layout's connection status, so that any page
// (sign-out, the builder, the offline fallback) can send what waits.
import type { SaveDeckInput, SavedDeck } from "@/lib/decks/schemas";
import type { ActionResult } from "@/lib/http/action-result";

export interface SyncActions {
  save: (input: SaveDeckInput) => Promise<ActionResult<SavedDeck>>;
  /** Absent where no deck can have been made offline: such decks then wait. */
  create?: (input: {
    userId: string;
    name: string;
    formatId: string;
  }) => Promise<ActionResult<{ id: string; version: number }>>;
}

let provided: SyncActions | null = null;

export function provideSyncActions(actions: SyncActions): void {
  provided = actions;
}

export function syncActions(): SyncActions | null {
  return provided;
}
