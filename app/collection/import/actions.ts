"use server";
// One action for both buttons, as the decklist import: "Preview" reads and
// matches the list and writes nothing; "Import" reads the same text again,
// applies the picks, and adds to or replaces the collection.
import { redirect } from "next/navigation";
import { signInPath } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";
import type { CollectionImportField, CollectionImportState } from "@/lib/collections/forms";
import { importCollection } from "@/lib/collections/import-collection";
import { MAX_IMPORT_CHARS } from "@/lib/collections/limits";
import { resolveCollectionList } from "@/lib/collections/resolve-list";
import {
  collectionFieldSchema,
  collectionPreviewSchema,
  importCollectionSchema,
  importModeSchema,
} from "@/lib/collections/schemas";
import { picksFromForm } from "@/lib/decklists/schemas";
import { submittedDecklist } from "@/lib/decklists/submitted-text";
import { fieldMessages, toActionResult, type ActionError } from "@/lib/http/action-result";
import { parsedAction, takesStateAndForm } from "@/lib/http/action-input";

const FIELDS: Record<string, CollectionImportField> = { text: "text", target: "target", mode: "mode", picks: "picks" };
const LABELS: Partial<Record<CollectionImportField, string>> = { text: "The list" };
const errorsOf = (error: ActionError) => fieldMessages(error, { fields: FIELDS, fallback: "form", labels: LABELS });

export const importCollectionAction = parsedAction(
  takesStateAndForm,
  async function importCollectionAction(
    previous: CollectionImportState,
    form: FormData,
  ): Promise<CollectionImportState> {
    const text = await submittedDecklist(form, "text");
    const picks = picksFromForm(form);
    const target = collectionFieldSchema.catch("owned").parse(form.get("target"));
    const mode = importModeSchema.catch("add").parse(form.get("mode"));
    const values = {
      text: text.length > MAX_IMPORT_CHARS ? "" : text,
      target,
      mode,
      picks: Object.fromEntries(picks.map((p) => [p.line, p.slug])),
    };
    const next = { values, submission: previous.submission + 1 };
    let errors: CollectionImportState["errors"] = {};

    if (form.get("intent") === "import") {
      const imported = await toActionResult(async () => {
        const input = importCollectionSchema.parse({
          text,
          target,
          mode,
          picks,
          previewed: String(form.get("previewed") ?? ""),
        });
        const user = await requireUser();
        return importCollection({ ...input, userId: user.id });
      });
      if (imported.ok)
        return { ...next, values: { ...values, text: "", picks: {} }, done: { ...imported.value, mode } };
      if (imported.error.code === "FORBIDDEN") redirect(signInPath("/collection/import"));
      errors = errorsOf(imported.error);
    }

    const preview = await toActionResult(async () => {
      const input = collectionPreviewSchema.parse({ text, target });
      await requireUser();
      return resolveCollectionList(input);
    });
    if (!preview.ok) {
      if (preview.error.code === "FORBIDDEN") redirect(signInPath("/collection/import"));
      return { ...next, errors: { ...errorsOf(preview.error), ...errors } };
    }
    return { ...next, errors, preview: preview.value, previewed: text };
  },
);
