"use server";
// Collection mutations that are forms: the share link, and "add missing to
// want list" (a deck page binds the deck id). requireUser → lib/collections.
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser, requireUser } from "@/lib/auth/current-user";
import { addMissingToWantList } from "@/lib/collections/add-missing-to-want-list";
import { createShareLink, revokeShareLink } from "@/lib/collections/share-link";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { parsedAction, boundText, formFields, previousAnswer, takesNothing } from "@/lib/http/action-input";

export const createShareLinkAction = parsedAction(takesNothing, async function createShareLinkAction(): Promise<void> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPath("/collection"));
  await createShareLink({ userId: user.id });
  revalidatePath("/collection");
});

export const revokeShareLinkAction = parsedAction(takesNothing, async function revokeShareLinkAction(): Promise<void> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPath("/collection"));
  await revokeShareLink({ userId: user.id });
  revalidatePath("/collection");
});

const deckIdSchema = z.string().trim().min(1, "Name the deck").max(100);

/** Bind the deck id: `addMissingToWantListAction.bind(null, deck.id)`. */
export const addMissingToWantListAction = parsedAction(
  z.tuple([boundText, previousAnswer, formFields.optional()]),
  async function addMissingToWantListAction(
    deckId: string,
    _previous: ActionResult<string> | null,
    _form: FormData,
  ): Promise<ActionResult<string>> {
    return toActionResult(async () => {
      const id = deckIdSchema.parse(deckId);
      const user = await requireUser();
      const { cards } = await addMissingToWantList({ deckId: id, userId: user.id });
      return cards === 0
        ? "You own every card of this deck."
        : `Your want list now holds the ${cards === 1 ? "missing card" : `${cards} missing cards`}.`;
    });
  },
);
