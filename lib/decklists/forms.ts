// The states of the /check and import forms: what their server actions answer
// and the forms show. Pure types shared by both sides.
import type { DecklistReport } from "./report";

export type CheckField = "decklist" | "format" | "date";

export interface CheckState {
  decklist: string;
  format: string;
  /** YYYY-MM-DD, or "" for today. */
  date: string;
  /** Bumped on every submission so the textarea shows the submitted text again after React resets the form. */
  submission: number;
  errors?: Partial<Record<CheckField, string>>;
  result?: DecklistReport;
}

export type ImportField = "name" | "formatId" | "text" | "picks" | "form";

export interface ImportState {
  values: { name: string; formatId: string; text: string; picks: Record<string, string> };
  /** Bumped on every submission so the fields show the submitted values again after React resets the form. */
  submission: number;
  errors?: Partial<Record<ImportField, string>>;
  preview?: DecklistReport;
  /** The text the preview was made from; importing a different text previews it again instead. */
  previewed?: string;
}
