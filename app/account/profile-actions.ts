"use server";
// The player's handle and bio: parse with zod → the signed-in user → lib/players
// (which writes that user's row only).
import { redirect } from "next/navigation";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { requireUser } from "@/lib/auth/current-user";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { chooseHandleSchema, profileFormSchema } from "@/lib/players/handle";
import { updateProfile } from "@/lib/players/update-profile";
import { parsedAction, takesAnswerAndForm } from "@/lib/http/action-input";

export const updateProfileAction = parsedAction(
  takesAnswerAndForm,
  async function updateProfileAction(
    _previous: ActionResult<string> | null,
    form: FormData,
  ): Promise<ActionResult<string>> {
    return toActionResult(async () => {
      const input = profileFormSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      const saved = await updateProfile({ userId: user.id, ...input });
      return `Saved. Your profile is at /u/${saved.handle}.`;
    });
  },
);

/** The prompt after signing in: keeps the bio, then goes where the player was going. */
export const chooseHandleAction = parsedAction(
  takesAnswerAndForm,
  async function chooseHandleAction(
    _previous: ActionResult<string> | null,
    form: FormData,
  ): Promise<ActionResult<string>> {
    const result = await toActionResult(async () => {
      const { handle } = chooseHandleSchema.parse({ handle: form.get("handle") });
      const user = await requireUser();
      await updateProfile({ userId: user.id, handle });
      return "Saved.";
    });
    if (!result.ok) return result;
    redirect(safeCallbackUrl(form.get("then")?.toString()));
  },
);
