"use server";
// Catalogue editing: parse with zod → requireUser → lib/catalogue-admin (the
// role is checked in its transaction) → the form's next state.
import { notFound } from "next/navigation";
import { z } from "zod";
import { requireUser } from "@/lib/auth/current-user";
import { editCard } from "@/lib/catalogue-admin/edit-card";
import { cardEditSchema, type CardEditState } from "@/lib/catalogue-admin/schemas";
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
