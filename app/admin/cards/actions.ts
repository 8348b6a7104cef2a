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

/** The erratum and ruling forms: the same steps, with their own schema and lib/ call. */
async function saveNote<Values>(
  previous: CardNoteState<Values>,
  form: FormData,
  save: (slug: string, editorId: string, values: Record<keyof Values, string>) => Promise<unknown>,
  saved: string,
  labels: Record<keyof Values, string>,
): Promise<CardNoteState<Values>> {
  const slug = slugSchema.safeParse(form.get("slug"));
  if (!slug.success) notFound();
  const values = Object.fromEntries(
    Object.keys(previous.values).map((key) => [key, String(form.get(key) ?? "")]),
  ) as CardNoteState<Values>["values"];
  const result = await toActionResult(async () => save(slug.data, (await requireUser()).id, values));
  if (!result.ok) {
    if (result.error.code === "NOT_FOUND") notFound();
    return {
      values,
      submission: previous.submission + 1,
      errors: fieldMessages(result.error, {
        fallback: "form",
        labels: labels as Record<string, string>,
      }) as CardNoteState<Values>["errors"],
    };
  }
  // A saved note leaves an empty form for the next one (the erratum's printed text stays).
  const cleared = Object.fromEntries(
    Object.keys(values).map((key) => [key, key === "printed" ? values[key as keyof Values] : ""]),
  );
  return { values: cleared as CardNoteState<Values>["values"], submission: previous.submission + 1, saved };
}

export const addErratumAction = parsedAction(
  takesStateAndForm,
  async function addErratumAction(previous: CardNoteState<ErratumInput>, form: FormData) {
    return saveNote(
      previous,
      form,
      (slug, editorId, values) => addErratum({ slug, editorId, erratum: erratumSchema.parse(values) }),
      "Erratum saved: the corrected text is now the card's text.",
      { printed: "The printed text", corrected: "The corrected text", date: "The date", source: "The source" },
    );
  },
);

export const addRulingAction = parsedAction(
  takesStateAndForm,
  async function addRulingAction(previous: CardNoteState<RulingInput>, form: FormData) {
    return saveNote(
      previous,
      form,
      (slug, editorId, values) => addRuling({ slug, editorId, ruling: rulingSchema.parse(values) }),
      "Ruling saved.",
      { question: "The question", answer: "The answer", date: "The date", source: "The source" },
    );
  },
);
