// The states of the event forms: what their server actions answer and the
// forms show. Pure types shared by both sides.
import type { DecklistProblem } from "../decklists/parse";
import type { UnknownEntry } from "../decklists/entries";
import type { SnapshotCard } from "./canonical-list";
import type { DiffLine } from "./list-diff";
import type { EventFormInput } from "./schemas";

export type EventField = keyof EventFormInput | "form";

export interface EventFormState {
  values: Partial<Record<keyof EventFormInput, string>>;
  /** Bumped on every submission so the fields show the submitted values again after React resets the form. */
  submission: number;
  errors?: Partial<Record<EventField, string>>;
}

export type RegisterField = "deckId" | "text" | "deckName" | "form";

export interface RegisterState {
  source: "deck" | "list";
  deckId: string;
  text: string;
  deckName: string;
  submission: number;
  errors?: Partial<Record<RegisterField, string>>;
}

export interface DeckCheckResult {
  registeredHash: string;
  presentedHash: string;
  hashesMatch: boolean;
  /** Cards whose counts differ; empty when the presented cards are the registered ones. */
  differences: DiffLine[];
  presented: SnapshotCard[];
  /** Lines of the presented list that name no card or could not be read: they count as differences too. */
  unknown: UnknownEntry[];
  problems: DecklistProblem[];
}

export interface DeckCheckState {
  decklist: string;
  submission: number;
  error?: string;
  result?: DeckCheckResult;
}
