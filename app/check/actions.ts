"use server";
// The /check form: parse with zod → lib/decklists → the verdict, or the
// reason next to the field that caused it.
import { checkDecklist } from "@/lib/decklists/check";
import type { CheckField, CheckState } from "@/lib/decklists/forms";
import { MAX_DECKLIST_CHARS } from "@/lib/decklists/limits";
import { toDecklistReport } from "@/lib/decklists/report";
import { checkFormSchema } from "@/lib/decklists/schemas";
import { submittedDecklist } from "@/lib/decklists/submitted-text";
import { fieldMessages, toActionResult } from "@/lib/http/action-result";

const FIELDS: Record<string, CheckField> = { decklist: "decklist", format: "format", date: "date" };
const LABELS: Record<CheckField, string> = { decklist: "Decklist", format: "Format", date: "Date" };

export async function checkDecklistAction(previous: CheckState, form: FormData): Promise<CheckState> {
  const decklist = await submittedDecklist(form, "decklist");
  const format = String(form.get("format") ?? "");
  const date = String(form.get("date") ?? "");
  const next: CheckState = {
    decklist: decklist.length > MAX_DECKLIST_CHARS ? "" : decklist,
    format,
    date,
    submission: previous.submission + 1,
  };
  const checked = await toActionResult(async () => {
    const input = checkFormSchema.parse({ decklist, format, date });
    return toDecklistReport(await checkDecklist({ text: input.decklist, formatId: input.format, on: input.date }));
  });
  if (checked.ok) return { ...next, result: checked.value };
  return { ...next, errors: fieldMessages(checked.error, { fields: FIELDS, fallback: "decklist", labels: LABELS }) };
}
