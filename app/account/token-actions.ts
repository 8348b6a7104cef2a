"use server";
// Personal API tokens on the account page: parse → the signed-in user → lib/auth/tokens.
import { revalidatePath } from "next/cache";
import { requireUser } from "@/lib/auth/current-user";
import { createTokenSchema, revokeTokenSchema } from "@/lib/auth/token-schemas";
import { createApiToken, revokeApiToken } from "@/lib/auth/tokens";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { parsedAction, takesAnswerAndForm } from "@/lib/http/action-input";

/** The new token's secret, shown once by the form. */
export const createTokenAction = parsedAction(
  takesAnswerAndForm,
  async function createTokenAction(
    _previous: ActionResult<{ name: string; secret: string }> | null,
    form: FormData,
  ): Promise<ActionResult<{ name: string; secret: string }>> {
    return toActionResult(async () => {
      const input = createTokenSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      const { token, secret } = await createApiToken({ ...input, userId: user.id });
      revalidatePath("/account");
      return { name: token.name, secret };
    });
  },
);

export const revokeTokenAction = parsedAction(
  takesAnswerAndForm,
  async function revokeTokenAction(
    _previous: ActionResult<string> | null,
    form: FormData,
  ): Promise<ActionResult<string>> {
    return toActionResult(async () => {
      const { tokenId } = revokeTokenSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      await revokeApiToken({ userId: user.id, tokenId });
      revalidatePath("/account");
      return "Token revoked.";
    });
  },
);
