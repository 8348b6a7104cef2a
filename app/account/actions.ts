"use server";
// Account mutations: parse with zod → resolve the signed-in user → lib/account
// (each acts on that user's own rows only) → answer or redirect. A session
// that no longer exists has its cookie cleared on the way out.
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { changePassword } from "@/lib/account/change-password";
import { deleteAccount } from "@/lib/account/delete-account";
import { signOutEverywhere } from "@/lib/account/sign-out-everywhere";
import { sessionCookieName, usesSecureCookies } from "@/lib/auth/cookies";
import { requireSession, requireUser } from "@/lib/auth/current-user";
import { changePasswordSchema, deleteAccountSchema } from "@/lib/auth/schemas";
import { readEnv } from "@/lib/env";
import { toActionResult, type ActionResult } from "@/lib/http/action-result";
import { clientAddress } from "@/lib/http/client-address";
import { parsedAction, takesAnswerAndForm, takesAnswerOnly } from "@/lib/http/action-input";

async function clearSessionCookie(): Promise<void> {
  const publicUrl = readEnv().NEXTAUTH_URL;
  // A __Secure- cookie can only be replaced by a Secure one, so the flags match next-auth's.
  (await cookies()).set(sessionCookieName(publicUrl), "", {
    expires: new Date(0),
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: usesSecureCookies(publicUrl),
  });
}

export const changePasswordAction = parsedAction(
  takesAnswerAndForm,
  async function changePasswordAction(
    _previous: ActionResult<string> | null,
    form: FormData,
  ): Promise<ActionResult<string>> {
    return toActionResult(async () => {
      const input = await changePasswordSchema.parseAsync(Object.fromEntries(form));
      const { user, sessionToken } = await requireSession();
      const { otherSessionsEnded } = await changePassword({
        ...input,
        userId: user.id,
        keepSessionToken: sessionToken,
        address: clientAddress(await headers()),
      });
      const others = otherSessionsEnded === 1 ? "1 other session was" : `${otherSessionsEnded} other sessions were`;
      return `Your password is changed. ${others} signed out; this one stays signed in.`;
    });
  },
);

export const signOutEverywhereAction = parsedAction(
  takesAnswerOnly,
  async function signOutEverywhereAction(
    _previous: ActionResult<string> | null,
    _form: FormData,
  ): Promise<ActionResult<string>> {
    const result = await toActionResult(async () => {
      const user = await requireUser();
      await signOutEverywhere({ userId: user.id, address: clientAddress(await headers()) });
      return "Signed out everywhere.";
    });
    if (!result.ok) return result;
    await clearSessionCookie();
    redirect("/signin?notice=signed-out-everywhere");
  },
);

export const deleteAccountAction = parsedAction(
  takesAnswerAndForm,
  async function deleteAccountAction(
    _previous: ActionResult<string> | null,
    form: FormData,
  ): Promise<ActionResult<string>> {
    const result = await toActionResult(async () => {
      const { confirmEmail } = deleteAccountSchema.parse(Object.fromEntries(form));
      const user = await requireUser();
      await deleteAccount({ userId: user.id, confirmEmail });
      return "Account deleted.";
    });
    if (!result.ok) return result;
    await clearSessionCookie();
    redirect("/account/deleted");
  },
);
