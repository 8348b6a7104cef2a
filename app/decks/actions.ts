"use server";
// Deck mutations: parse with zod → requireUser → lib/decks (which checks
// ownership in its queries) → answer or redirect.
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { requireUser } from "@/lib/auth/current-user";
import { createDeck } from "@/lib/decks/create-deck";
import { createDeckSchema, saveDeckSchema } from "@/lib/decks/deck-schemas";
import { deleteDeck } from "@/lib/decks/delete-deck";
import { forkDeck } from "@/lib/decks/fork-deck";
import { saveDeck, type SavedDeck } from "@/lib/decks/save-deck";
import { toActionResult, type ActionResult } from "./action-result";
import { signInPath } from "@/lib/auth/callback-url";

const deckIdSchema = z.object({ deckId: z.string().min(1) });

export async function createDeckAction(_previous: ActionResult<string> | null, form: FormData): Promise<ActionResult<string>> {
  const result = await toActionResult(async () => {
    const input = createDeckSchema.parse(Object.fromEntries(form));
    const user = await requireUser();
    return (await createDeck({ ...input, userId: user.id })).id;
  });
  if (result.ok) redirect(`/decks/${result.value}/edit`);
  return result;
}

export async function saveDeckAction(input: unknown): Promise<ActionResult<SavedDeck>> {
  return toActionResult(async () => {
    const parsed = saveDeckSchema.parse(input);
    const user = await requireUser();
    return saveDeck({ ...parsed, userId: user.id });
  });
}

/** Fork and delete come from plain forms: a deck that is gone, or hidden from this player, shows the not-found page. */
export async function forkDeckAction(form: FormData): Promise<void> {
  const parsed = deckIdSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) notFound();
  const { deckId } = parsed.data;
  const result = await toActionResult(async () => forkDeck({ deckId, userId: (await requireUser()).id }));
  if (!result.ok && result.error.code === "FORBIDDEN") redirect(signInPath(`/decks/${deckId}`));
  if (!result.ok) notFound();
  redirect(`/decks/${result.value.id}/edit`);
}

export async function deleteDeckAction(form: FormData): Promise<void> {
  const parsed = deckIdSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) notFound();
  const { deckId } = parsed.data;
  const result = await toActionResult(async () => deleteDeck({ deckId, userId: (await requireUser()).id }));
  if (!result.ok && result.error.code === "FORBIDDEN") redirect(signInPath(`/decks/${deckId}`));
  if (!result.ok) notFound();
  redirect("/decks");
}
