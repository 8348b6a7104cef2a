"use server";
// Catalogue editing: parse with zod → requireUser → lib/catalogue-admin (the
// role is checked in its transaction) → the form's next state.
import { notFound } from "next/navigation";
import { z } from "zod";
import { requireUser } from "@/lib/auth/current-user";
import { addErratum } from "@/lib/catalogue-admin/add-erratum";
import { addRuling } from "@/lib/catalogue-admin/add-ruling";
import { editCard } from "@/lib/catalogue-admin/edit-card";
import {
  cardEditSchema,
  erratumSchema,
  rulingSchema,
  type CardEditState,
  type CardNoteState,
  type ErratumInput,
  type RulingInput,
} from "@/lib/catalogue-admin/schemas";
import { fieldMessages, toActionResult } from "@/lib/http/action-result";
import { parsedAction, takesStateAndForm } from "@/lib/http/action-input";

const slugSchema = z.string().regex(/^[a-z0-9-]{1,120}$/);

export const editCardAction = parsedAction(
  takesStateAndForm,
  async function editCardAction(previous: CardEditState, form: FormData): Promise<CardEditState> {
    const slug = slugSchema.safeParse(form.get("slug"));
    if (!slug.success) notFound();
    const values = Object.fromEntries(
      Object.keys(previous.values).map((key) => [key, String(form.get(key) ?? "")]),
    ) as CardEditState["values"];
    const next = { values, submission: previous.submission + 1 };
    const result = await toActionResult(async () => {
      const user = await requireUser();
      return editCard({ slug: slug.data, editorId: user.id, values: cardEditSchema.parse(values) });
    });
    if (!result.ok) {
      if (result.error.code === "NOT_FOUND") notFound();
      return { ...next, errors: fieldMessages(result.error, { fallback: "form" }) };
    }
    const { changed } = result.value;
    return { ...next, saved: changed ? `Saved ${changed} change${changed === 1 ? "" : "s"}.` : "Nothing changed." };
  },
);

/** A note an editor adds under a card's fields: its schema, its lib/ call, what the form says once saved, its fields' labels. */
interface CardNote<Values> {
  schema: z.ZodType<Values>;
  save: (options: { slug: string; editorId: string; values: Values }) => Promise<unknown>;
  saved: string;
  labels: Record<keyof Values, string>;
  /** Fields left filled for the next note. */
  kept: (keyof Values)[];
}

const NOTES: { erratum: CardNote<ErratumInput>; ruling: CardNote<RulingInput> } = {
  erratum: {
    schema: erratumSchema,
    save: ({ slug, editorId, values }) => addErratum({ slug, editorId, erratum: values }),
    saved: "Erratum saved: the corrected text is now the card's text.",
    labels: { printed: "The printed text", corrected: "The corrected text", date: "The date", source: "The source" },
    kept: ["printed"],
  },
  ruling: {
    schema: rulingSchema,
    save: ({ slug, editorId, values }) => addRuling({ slug, editorId, ruling: values }),
    saved: "Ruling saved.",
    labels: { question: "The question", answer: "The answer", date: "The date", source: "The source" },
    kept: [],
  },
};

/** The erratum and ruling forms: the same steps, with their own schema and lib/ call. */
async function saveNote<Values>(
  note: CardNote<Values>,
  previous: CardNoteState<Values>,
  form: FormData,
): Promise<CardNoteState<Values>> {
  const slug = slugSchema.safeParse(form.get("slug"));
  if (!slug.success) notFound();
  const values = Object.fromEntries(
    Object.keys(previous.values).map((key) => [key, String(form.get(key) ?? "")]),
  ) as CardNoteState<Values>["values"];
  const result = await toActionResult(async () => {
    const editorId = (await requireUser()).id;
    return note.save({ slug: slug.data, editorId, values: note.schema.parse(values) });
  });
  const submission = previous.submission + 1;
  if (!result.ok) {
    if (result.error.code === "NOT_FOUND") notFound();
    const labels = note.labels as Record<string, string>;
    const errors = fieldMessages(result.error, { fallback: "form", labels }) as CardNoteState<Values>["errors"];
    return { values, submission, errors };
  }
  const cleared = Object.fromEntries(
    Object.keys(values).map((key) => [key, note.kept.includes(key as keyof Values) ? values[key as keyof Values] : ""]),
  );
  return { values: cleared as CardNoteState<Values>["values"], submission, saved: note.saved };
}

export const addErratumAction = parsedAction(
  takesStateAndForm,
  async function addErratumAction(previous: CardNoteState<ErratumInput>, form: FormData) {
    return saveNote(NOTES.erratum, previous, form);
  },
);

export const addRulingAction = parsedAction(
  takesStateAndForm,
  async function addRulingAction(previous: CardNoteState<RulingInput>, form: FormData) {
    return saveNote(NOTES.ruling, previous, form);
  },
);
