"use server";
// One action for both buttons: "Preview" reads the list and saves nothing;
// "Import and save" re-reads the same text, applies the picks and creates the
// deck. Parse with zod → requireUser → lib/decks → answer or redirect.
import { redirect } from "next/navigation";
import { signInPath } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";
import { checkDecklist } from "@/lib/decklists/check";
import type { ImportField, ImportState } from "@/lib/decklists/forms";
import { MAX_DECKLIST_CHARS } from "@/lib/decklists/limits";
import { toDecklistReport } from "@/lib/decklists/report";
import { importPreviewSchema, picksFromForm } from "@/lib/decklists/schemas";
import { importDeckSchema } from "@/lib/decks/schemas";
import { submittedDecklist } from "@/lib/decklists/submitted-text";
import { importDeck } from "@/lib/decks/import-deck";
import { fieldMessages, toActionResult, type ActionError } from "@/lib/http/action-result";
import { parsedAction, takesStateAndForm } from "@/lib/http/action-input";

const FIELDS: Record<string, ImportField> = {
  name: "name",
  formatId: "formatId",
  format: "formatId",
  text: "text",
  picks: "picks",
};
const LABELS: Partial<Record<ImportField, string>> = { text: "The decklist" };
const errorsOf = (error: ActionError) => fieldMessages(error, { fields: FIELDS, fallback: "form", labels: LABELS });

export const importDecklistAction = parsedAction(
  takesStateAndForm,
  async function importDecklistAction(previous: ImportState, form: FormData): Promise<ImportState> {
    const text = await submittedDecklist(form, "text");
    const picks = picksFromForm(form);
    const fields = { name: String(form.get("name") ?? ""), formatId: String(form.get("formatId") ?? "") };
    const values = {
      ...fields,
      text: text.length > MAX_DECKLIST_CHARS ? "" : text,
      picks: Object.fromEntries(picks.map((p) => [p.line, p.slug])),
    };
    let errors: ImportState["errors"] = {};

    if (form.get("intent") === "import") {
      const imported = await toActionResult(async () => {
        const input = importDeckSchema.parse({
          ...fields,
          text,
          picks,
          previewed: String(form.get("previewed") ?? ""),
        });
        const user = await requireUser();
        return importDeck({ ...input, userId: user.id });
      });
      if (imported.ok) redirect(`/decks/${imported.value.id}`);
      if (imported.error.code === "FORBIDDEN") redirect(signInPath("/decks/import"));
      errors = errorsOf(imported.error);
    }

    // Preview (again, after a refused import) so the player sees what the server read.
    const preview = await toActionResult(async () => {
      const input = importPreviewSchema.parse({ formatId: fields.formatId, text });
      await requireUser();
      return toDecklistReport(await checkDecklist({ text: input.text, formatId: input.formatId, matchedOnly: true }));
    });
    const next = { values, submission: previous.submission + 1 };
    if (!preview.ok) {
      if (preview.error.code === "FORBIDDEN") redirect(signInPath("/decks/import"));
      return { ...next, errors: { ...errorsOf(preview.error), ...errors } };
    }
    return { ...next, errors, preview: preview.value, previewed: text };
  },
);
