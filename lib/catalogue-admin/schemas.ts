// The card edit form's input, one schema for the form and the server. Identities
// (set code, number, slug) are not here: they change only by import.
import { z } from "zod";

const MAX_LIST = 500;
const words = z
  .string()
  .max(MAX_LIST, `is too long (at most ${MAX_LIST} characters)`)
  .transform((s) => [
    ...new Set(
      s
        .split(",")
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ]);
const optionalCount = z
  .string()
  .trim()
  .regex(/^(\d{1,2})?$/, "must be a whole number from 0 to 99, or empty")
  .transform((s) => (s === "" ? null : Number(s)));

export const cardEditSchema = z.object({
  name: z.string().trim().min(1, "must not be empty").max(80, "is too long (at most 80 characters)"),
  text: z.string().trim().max(2000, "is too long (at most 2,000 characters)"),
  flavor: z
    .string()
    .trim()
    .max(500, "is too long (at most 500 characters)")
    .transform((s) => s || null),
  cost: optionalCount,
  creditValue: optionalCount,
  subtypes: words,
  traits: words,
  keywords: words,
});

export type CardEdit = z.output<typeof cardEditSchema>;
type CardEditField = keyof CardEdit | "form";

/** What the edit form shows: the submitted (or stored) values as text, the errors, or that it saved. */
export interface CardEditState {
  values: Record<keyof CardEdit, string>;
  submission: number;
  errors?: Partial<Record<CardEditField, string>>;
  saved?: string;
}

const day = z.iso.date("must be a date as YYYY-MM-DD");
const source = z
  .string()
  .trim()
  .min(1, "must name where it comes from")
  .max(200, "is too long (at most 200 characters)");

/** An erratum to the rules text: the printed text, the text in force from now on, when and where it was published. */
export const erratumSchema = z.object({
  printed: z.string().trim().min(1, "must not be empty").max(2000, "is too long (at most 2,000 characters)"),
  corrected: z.string().trim().min(1, "must not be empty").max(2000, "is too long (at most 2,000 characters)"),
  date: day,
  source,
});
export type ErratumInput = z.output<typeof erratumSchema>;

/** A ruling: a question about the card and its answer, dated, with its source. */
export const rulingSchema = z.object({
  question: z.string().trim().min(1, "must not be empty").max(1000, "is too long (at most 1,000 characters)"),
  answer: z.string().trim().min(1, "must not be empty").max(2000, "is too long (at most 2,000 characters)"),
  date: day,
  source,
});
export type RulingInput = z.output<typeof rulingSchema>;

/** The erratum and ruling forms' state: the submitted values as text, the errors, or that it saved. */
export interface CardNoteState<Values> {
  values: Record<keyof Values, string>;
  submission: number;
  errors?: Partial<Record<keyof Values | "form", string>>;
  saved?: string;
}
