// Messages for the error codes next-auth puts in /signin?error=…. Only known
// codes are shown, so a crafted link cannot put its own words on the page.
import { SIGN_IN_FAILED } from "./messages";

const MESSAGES: Record<string, string> = {
  CredentialsSignin: SIGN_IN_FAILED,
  SessionRequired: "Sign in to continue.",
  OAuthAccountNotLinked: "That email address already has an account here. Sign in with your password instead.",
  OAuthSignin: "Could not start signing in with that provider. Try again.",
  OAuthCallback: "Could not finish signing in with that provider. Try again.",
  AccessDenied: "Signing in was cancelled or refused.",
};

export function signInErrorMessage(code: string | string[] | undefined): string | null {
  const value = Array.isArray(code) ? code[0] : code;
  if (!value) return null;
  // Own keys only: "toString" and friends are not messages.
  return Object.hasOwn(MESSAGES, value) ? MESSAGES[value]! : "Could not sign in. Try again.";
}
