import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OAuthButtons } from "@/components/auth/OAuthButtons";
import { SignInForm } from "@/components/auth/SignInForm";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { oauthProviders } from "@/lib/auth/providers";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { signInNotice } from "@/lib/auth/sign-in-notices";
import { readEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl, { origin: readEnv().NEXTAUTH_URL });
  if (await getCurrentUser()) redirect(callbackUrl);
  // Every sign-in passes by the "choose your handle" prompt, which steps aside for a chosen handle.
  const afterSignIn = `/account/handle?then=${encodeURIComponent(callbackUrl)}`;
  const providers = oauthProviders().map(({ id, name }) => ({ id, name }));
  return (
    <section className="auth-page" aria-labelledby="signin-title">
      <h1 id="signin-title">Sign in</h1>
      <SignInForm
        callbackUrl={afterSignIn}
        initialError={signInErrorMessage(params.error)}
        notice={signInNotice(params.notice)}
      />
      <OAuthButtons providers={providers} callbackUrl={afterSignIn} />
      <p>
        New to Starport? <Link href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Create an account</Link>
      </p>
    </section>
  );
}
