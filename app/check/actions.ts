"use server";
import { checkDecklist } from "@/lib/decks/check-deck";
import { deckTargets } from "@/lib/decks/decklist-targets";
import { checkFormSchema, MAX_DECKLIST_CHARS } from "@/lib/decks/validate-request";
import { AppError } from "@/lib/http/errors";
import type { CheckState } from "@/components/deck/DecklistCheckForm";
import { ZodError } from "zod";

/** The pasted text, or an uploaded file's when the textarea is empty (the no-JavaScript upload). */
async function submittedText(form: FormData): Promise<string> {
  const pasted = String(form.get("decklist") ?? "");
  const file = form.get("file");
  if (pasted.trim() !== "" || !(file instanceof File) || file.size === 0) return pasted;
  // A file far bigger than any list is refused by the schema without reading it all.
  return file.size > MAX_DECKLIST_CHARS * 4 ? "x".repeat(MAX_DECKLIST_CHARS + 1) : file.text();
}

export async function checkDecklistAction(previous: CheckState, form: FormData): Promise<CheckState> {
  const decklist = await submittedText(form);
  const format = String(form.get("format") ?? "");
  const next: CheckState = { decklist: decklist.length > MAX_DECKLIST_CHARS ? "" : decklist, format, submission: previous.submission + 1 };
  try {
    const input = checkFormSchema.parse({ decklist, format });
    const check = await checkDecklist({ text: input.decklist, formatId: input.format });
    const involved = new Set(check.verdict.violations.flatMap((v) => v.cards));
    return {
      ...next,
      result: {
        formatName: check.format.name,
        targets: deckTargets(check.format),
        verdict: check.verdict,
        cards: check.matched.filter((m) => involved.has(m.slug)).map((m) => ({ slug: m.slug, name: m.name })),
        unknown: check.unknown,
        problems: check.problems,
      },
    };
  } catch (error) {
    if (error instanceof ZodError) {
      const issue = error.issues[0]!;
      const field = issue.path[0] === "format" ? "format" : "decklist";
      return { ...next, error: { field, message: `${field === "format" ? "Format" : "Decklist"} ${issue.message}.` } };
    }
    if (error instanceof AppError && error.code === "INVALID_INPUT") return { ...next, error: { field: "format", message: "Choose one of the listed formats." } };
    throw error;
  }
}
