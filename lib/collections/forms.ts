// The collection import form's state, and a resolved list as the preview
// shows it. Pure types shared by the server action and the form.
import type { CardRef, UnknownEntry } from "../decklists/entries";
import type { DecklistProblem } from "../decklists/parse";
import type { CollectionField, ImportMode } from "./schemas";

export interface MatchedCollectionLine extends CardRef {
  line: number;
  owned?: number;
  wanted?: number;
}

export interface UnknownCollectionLine extends UnknownEntry {
  line: number;
  owned?: number;
  wanted?: number;
}

export interface ResolvedCollectionList {
  matched: MatchedCollectionLine[];
  unknown: UnknownCollectionLine[];
  problems: DecklistProblem[];
  csv: boolean;
}

export type CollectionImportField = "text" | "target" | "mode" | "picks" | "form";

export interface CollectionImportState {
  values: { text: string; target: CollectionField; mode: ImportMode; picks: Record<string, string> };
  /** Bumped on every submission so the fields show the submitted values again after React resets the form. */
  submission: number;
  errors?: Partial<Record<CollectionImportField, string>>;
  preview?: ResolvedCollectionList;
  /** The text the preview was made from; importing a different text previews it again instead. */
  previewed?: string;
  /** After a confirmed import: what was written. */
  done?: { cards: number; leftOut: number; mode: ImportMode };
}
