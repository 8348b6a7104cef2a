// Pages that need an account send visitors to sign in, then back.
import "server-only";
import { redirect } from "next/navigation";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";

export const signInPath = (callbackUrl: string) => `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`;

export async function requireSignedIn(callbackUrl: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(callbackUrl));
  return user;
}
