"use server";
// Deck mutations: parse with zod → requireUser → lib/decks (which checks
// ownership in its queries) → answer or redirect.
import { notFound, redirect } from "next/navigation";
import { z } from "zod";
import { signInPath } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";
import { createDeck } from "@/lib/decks/create-deck";
import { deleteDeck } from "@/lib/decks/delete-deck";
import { forkDeck } from "@/lib/decks/fork-deck";
import { setDeckFavourite } from "@/lib/decks/favourite-deck";
import { setDeckLike } from "@/lib/decks/like-deck";
import { restoreDeck } from "@/lib/decks/restore-deck";
import { saveDeck } from "@/lib/decks/save-deck";
import { createDeckSchema, keptDeckCreationSchema, saveDeckSchema, type SavedDeck } from "@/lib/decks/schemas";
import { AppError } from "@/lib/http/errors";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { parsedAction, takesAnswerAndForm, takesForm, takesInput } from "@/lib/http/action-input";

const deckIdSchema = z.object({ deckId: z.string().min(1) });
const likeSchema = z.object({ liked: z.enum(["true", "false"]).transform((v) => v === "true") });
const favouriteSchema = z.object({ favourited: z.enum(["true", "false"]).transform((v) => v === "true") });

export const createDeckAction = parsedAction(
  takesAnswerAndForm,
  async function createDeckAction(
    _previous: ActionResult<string> | null,
    form: FormData,
  ): Promise<ActionResult<string>> {
    const result = await toActionResult(async () => {
      const input = createDeckSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      return (await createDeck({ ...input, userId: user.id })).id;
    });
    if (result.ok) redirect(`/decks/${result.value}/edit`);
    return result;
  },
);

/** Creates a deck made offline, once back online; the builder's queued save then fills it. */
export const createKeptDeckAction = parsedAction(
  takesInput,
  async function createKeptDeckAction(input: unknown): Promise<ActionResult<{ id: string; version: number }>> {
    return toActionResult(async () => {
      const { userId, ...deck } = keptDeckCreationSchema.parse(input);
      const user = await requireUser();
      if (user.id !== userId) throw new AppError("FORBIDDEN", "This deck was made by another player signed in here.");
      return createDeck({ ...deck, userId: user.id });
    });
  },
);

export const saveDeckAction = parsedAction(takesInput, async function saveDeckAction(input: unknown): Promise<
  ActionResult<SavedDeck>
> {
  return toActionResult(async () => {
    const parsed = saveDeckSchema.parse(input);
    const user = await requireUser();
    return saveDeck({ ...parsed, userId: user.id });
  });
});

/**
 * Fork and delete come from plain forms: a deck that is gone, or hidden from
 * this player, shows the not-found page; a visitor is sent to sign in first.
 */
async function deckFormAction<T>(form: FormData, run: (deckId: string, userId: string) => Promise<T>): Promise<T> {
  const parsed = deckIdSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) notFound();
  const { deckId } = parsed.data;
  const result = await toActionResult(async () => run(deckId, (await requireUser()).id));
  if (!result.ok && result.error.code === "FORBIDDEN") redirect(signInPath(`/decks/${deckId}`));
  if (!result.ok) notFound();
  return result.value;
}

export const forkDeckAction = parsedAction(takesForm, async function forkDeckAction(form: FormData): Promise<void> {
  const fork = await deckFormAction(form, (deckId, userId) => forkDeck({ deckId, userId }));
  redirect(`/decks/${fork.id}/edit`);
});

/** Deletes softly, then shows the player's decks with an "Undo" for this one. */
export const deleteDeckAction = parsedAction(takesForm, async function deleteDeckAction(form: FormData): Promise<void> {
  let deleted = "";
  await deckFormAction(form, async (deckId, userId) => {
    await deleteDeck({ deckId, userId });
    deleted = deckId;
  });
  redirect(`/decks?deleted=${encodeURIComponent(deleted)}`);
});

export const restoreDeckAction = parsedAction(
  takesForm,
  async function restoreDeckAction(form: FormData): Promise<void> {
    let restored = "";
    await deckFormAction(form, async (deckId, userId) => {
      await restoreDeck({ deckId, userId });
      restored = deckId;
    });
    redirect(`/decks/${restored}`);
  },
);

/** Likes or unlikes a shared deck, then shows it again with the new count. */
export const likeDeckAction = parsedAction(takesForm, async function likeDeckAction(form: FormData): Promise<void> {
  const parsed = likeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) notFound();
  let liked = "";
  await deckFormAction(form, async (deckId, userId) => {
    await setDeckLike({ deckId, userId, liked: parsed.data.liked });
    liked = deckId;
  });
  redirect(`/decks/${liked}`);
});

/** Favourites or unfavourites a public deck, then shows it again with the new count. */
export const favouriteDeckAction = parsedAction(
  takesForm,
  async function favouriteDeckAction(form: FormData): Promise<void> {
    const parsed = favouriteSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) notFound();
    let favourited = "";
    await deckFormAction(form, async (deckId, userId) => {
      await setDeckFavourite({ deckId, userId, favourited: parsed.data.favourited });
      favourited = deckId;
    });
    redirect(`/decks/${favourited}`);
  },
);
