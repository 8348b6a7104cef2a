// The /check form's answer, whoever checks the list: the server action, or
// the browser against the offline bundle when the network is gone. Pure.
import { fieldMessages, toActionResult } from "../http/action-result";
import type { CheckField, CheckState } from "./forms";
import { MAX_DECKLIST_CHARS } from "./limits";
import type { DecklistReport } from "./report";
import { checkFormSchema } from "./schemas";
import { submittedDecklist } from "./submitted-text";

const FIELDS: Record<string, CheckField> = { decklist: "decklist", format: "format", date: "date" };
const LABELS: Record<CheckField, string> = { decklist: "Decklist", format: "Format", date: "Date" };

/** The list as the form's fields give it, `date` undefined for today. */
export interface CheckInput {
  decklist: string;
  format: string;
  date?: string;
}

/** Parses the form, runs `check`, and answers the verdict or the reason next to the field that caused it. */
export async function answerCheckForm(
  previous: CheckState,
  form: FormData,
  check: (input: CheckInput) => Promise<DecklistReport>,
): Promise<CheckState> {
  const decklist = await submittedDecklist(form, "decklist");
  const format = String(form.get("format") ?? "");
  const date = String(form.get("date") ?? "");
  const next: CheckState = {
    decklist: decklist.length > MAX_DECKLIST_CHARS ? "" : decklist,
    format,
    date,
    submission: previous.submission + 1,
  };
  const checked = await toActionResult(() => check(checkFormSchema.parse({ decklist, format, date })));
  if (checked.ok) return { ...next, result: checked.value };
  return { ...next, errors: fieldMessages(checked.error, { fields: FIELDS, fallback: "decklist", labels: LABELS }) };
}
