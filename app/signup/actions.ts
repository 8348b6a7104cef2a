"use server";
// Asks for an account. The answer is the same whether the email address was
// free or already had an account (lib/auth/sign-up.ts): only bad input and the
// rate limit are told apart.
import { headers } from "next/headers";
import { SIGN_UP_REQUESTED } from "@/lib/auth/messages";
import { signUp } from "@/lib/auth/sign-up";
import { parsedAction, takesInput } from "@/lib/http/action-input";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { clientAddress } from "@/lib/http/client-address";

export const signUpAction = parsedAction(takesInput, async function signUpAction(input: unknown): Promise<
  ActionResult<string>
> {
  return toActionResult(async () => {
    const fields: Record<string, unknown> = typeof input === "object" && input !== null ? { ...input } : {};
    await signUp({
      email: fields.email,
      password: fields.password,
      name: fields.name,
      handle: fields.handle,
      address: clientAddress(await headers()),
    });
    return SIGN_UP_REQUESTED;
  });
});
