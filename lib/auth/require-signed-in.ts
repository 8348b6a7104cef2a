// Pages that need an account send visitors to sign in, then back.
import "server-only";
import { redirect } from "next/navigation";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";

export async function requireSignedIn(callbackUrl: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(callbackUrl));
  return user;
}
