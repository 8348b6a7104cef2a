// The signed-in player, for routes and server actions. Domain functions in
// lib/ take a userId; only routes and actions call these.
import "server-only";
import { AppError } from "@/lib/http/errors";

export interface CurrentUser {
  id: string;
  email: string;
  name: string | null;
}

/** The signed-in user, or null. Implemented by lib/auth (next-auth session backed by the Session table). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const { readSessionUser } = await import("./session");
  return readSessionUser();
}

/** The signed-in user; refuses with FORBIDDEN when nobody is signed in. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("FORBIDDEN", "Sign in to do that.");
  return user;
}

/** The signed-in user and their session's token; refuses with FORBIDDEN when nobody is signed in. */
export async function requireSession(): Promise<{ user: CurrentUser; sessionToken: string }> {
  const { readSession } = await import("./session");
  const session = await readSession();
  if (!session) throw new AppError("FORBIDDEN", "Sign in to do that.");
  return session;
}
