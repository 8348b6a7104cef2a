// The signed-in user of the current request, from next-auth's session cookie
// (checked against its Session row by the callbacks in options.ts).
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { readEnv } from "@/lib/env";
import { usesSecureCookies } from "./cookies";
import type { CurrentUser } from "./current-user";
import { withoutForeignCallbackCookie } from "./foreign-callback-url";
import { authOptions, authOrigin } from "./options";
import { findSessionUser } from "./sessions";

export async function readSessionUser(): Promise<CurrentUser | null> {
  // The request is passed in (not read by next-auth) so a foreign callback-url cookie is left out: next-auth answers 500 to it.
  const cookieValues = Object.fromEntries((await cookies()).getAll().map((c) => [c.name, c.value]));
  const request = {
    headers: Object.fromEntries(await headers()),
    cookies: withoutForeignCallbackCookie(cookieValues, authOrigin()),
  };
  const ignored = { getHeader() {}, setCookie() {}, setHeader() {} };
  const session = await getServerSession(
    request as unknown as IncomingMessage & { cookies: Record<string, string> },
    ignored as unknown as ServerResponse,
    authOptions,
  );
  const user = session?.user;
  return user ? { id: user.id, email: user.email, name: user.name } : null;
}

/**
 * The user and the Session row this request's cookie names, for actions that
 * treat this session apart from the others (a password change keeps it). The
 * token stays on the server: next-auth's session endpoint never shows it.
 */
export async function readSession(): Promise<{ user: CurrentUser; sessionToken: string } | null> {
  const request = { headers: await headers(), cookies: await cookies() };
  const token = await getToken({
    req: request as unknown as Parameters<typeof getToken>[0]["req"],
    secureCookie: usesSecureCookies(readEnv().NEXTAUTH_URL),
  });
  const sessionToken = token?.sessionToken;
  if (!sessionToken) return null;
  const user = await findSessionUser({ sessionToken });
  return user ? { user, sessionToken } : null;
}
