"use server";
// Restoring an old version from the history page's plain form: parse →
// requireUser → lib/decks (ownership and the version guard in its queries) →
// back to the history, saying what happened.
import { notFound, redirect } from "next/navigation";
import { signInPath } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";
import { restoreDeckVersion } from "@/lib/decks/restore-deck-version";
import { restoreVersionSchema } from "@/lib/decks/schemas";
import { toActionResult } from "@/lib/http/action-result";
import { parsedAction, takesForm } from "@/lib/http/action-input";

export const restoreVersionAction = parsedAction(
  takesForm,
  async function restoreVersionAction(form: FormData): Promise<void> {
    const parsed = restoreVersionSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) notFound();
    const { deckId, version } = parsed.data;
    const result = await toActionResult(async () =>
      restoreDeckVersion({ ...parsed.data, userId: (await requireUser()).id }),
    );
    const history = `/decks/${deckId}/history`;
    if (result.ok) redirect(`${history}?restored=${version}`);
    if (result.error.code === "FORBIDDEN") redirect(signInPath(history));
    if (result.error.code === "CONFLICT") redirect(`${history}?conflict=${version}`);
    if (result.error.code === "NOT_FOUND") notFound();
    redirect(`${history}?failed=${version}`);
  },
);
