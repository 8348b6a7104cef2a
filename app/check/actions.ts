"use server";
// The /check form: parse with zod → lib/decklists → the verdict, or the
// reason next to the field that caused it.
import { checkDecklist } from "@/lib/decklists/check";
import { answerCheckForm } from "@/lib/decklists/check-form";
import type { CheckState } from "@/lib/decklists/forms";
import { toDecklistReport } from "@/lib/decklists/report";
import { parsedAction, takesStateAndForm } from "@/lib/http/action-input";

export const checkDecklistAction = parsedAction(
  takesStateAndForm,
  async function checkDecklistAction(previous: CheckState, form: FormData): Promise<CheckState> {
    return answerCheckForm(previous, form, async (input) =>
      toDecklistReport(await checkDecklist({ text: input.decklist, formatId: input.format, on: input.date })),
    );
  },
);
