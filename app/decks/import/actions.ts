"use server";
// One action for both buttons: "Preview" reads the list and saves nothing;
// "Import and save" re-reads the same text, applies the picks and creates the
// deck. Parse with zod → requireUser → lib/decks → answer or redirect.
import { redirect } from "next/navigation";
import type { ImportField, ImportState } from "@/components/deck/ImportForm";
import { requireUser } from "@/lib/auth/current-user";
import { importDeck } from "@/lib/decks/import-deck";
import { previewImport } from "@/lib/decks/import-preview";
import { importDeckSchema, importPreviewSchema, picksFromForm } from "@/lib/decks/import-schema";
import { MAX_DECKLIST_CHARS } from "@/lib/decks/validate-request";
import { toActionResult, type ActionError } from "../action-result";
import { signInPath } from "@/lib/auth/callback-url";
import { toPreviewView } from "./preview-view";
import { submittedText } from "./submitted-text";

const FIELDS: Record<string, ImportField> = { name: "name", formatId: "formatId", format: "formatId", text: "text", picks: "picks" };
// The shared decklist schema words its messages to follow the field's name.
const FIELD_NAMES: Partial<Record<ImportField, string>> = { text: "The decklist" };

function fieldErrors(error: ActionError): ImportState["errors"] {
  const errors: ImportState["errors"] = {};
  for (const issue of error.issues ?? [{ field: "form", message: error.message }]) {
    const field = FIELDS[issue.field.split(".")[0]!] ?? "form";
    const named = FIELD_NAMES[field] && /^[a-z]/.test(issue.message) ? `${FIELD_NAMES[field]} ${issue.message}` : issue.message;
    errors[field] ??= named.endsWith(".") ? named : `${named}.`;
  }
  return errors;
}

const sameText = (a: string, b: string) => a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();

export async function importDecklistAction(previous: ImportState, form: FormData): Promise<ImportState> {
  const text = await submittedText(form);
  const picks = picksFromForm(form);
  const fields = { name: String(form.get("name") ?? ""), formatId: String(form.get("formatId") ?? "") };
  const values = { ...fields, text: text.length > MAX_DECKLIST_CHARS ? "" : text, picks: Object.fromEntries(picks.map((p) => [p.line, p.slug])) };
  let errors: ImportState["errors"] = {};

  if (form.get("intent") === "import") {
    // Picks refer to lines of the previewed text: an edited list is previewed again first.
    if (!sameText(String(form.get("previewed") ?? ""), text)) {
      errors.text = "The list changed since its preview: check the new preview, then import.";
    } else {
      const imported = await toActionResult(async () => {
        const input = importDeckSchema.parse({ ...fields, text, picks });
        const user = await requireUser();
        return importDeck({ ...input, userId: user.id });
      });
      if (imported.ok) redirect(`/decks/${imported.value.id}`);
      if (imported.error.code === "FORBIDDEN") redirect(signInPath("/decks/import"));
      errors = fieldErrors(imported.error);
    }
  }

  // Preview (again, after a refused import) so the player sees what the server read.
  const preview = await toActionResult(async () => {
    const input = importPreviewSchema.parse({ formatId: fields.formatId, text });
    await requireUser();
    return previewImport(input);
  });
  const next = { values, submission: previous.submission + 1 };
  if (!preview.ok) {
    if (preview.error.code === "FORBIDDEN") redirect(signInPath("/decks/import"));
    return { ...next, errors: { ...fieldErrors(preview.error), ...errors } };
  }
  return { ...next, errors, preview: toPreviewView(preview.value), previewed: text };
}
