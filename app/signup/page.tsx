import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignUpForm } from "@/components/auth/SignUpForm";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { suggestHandle } from "@/lib/players/suggest-handle";
import { signUpAction } from "./actions";

export const metadata: Metadata = { title: "Sign up" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const callbackUrl = safeCallbackUrl((await searchParams).callbackUrl);
  if (await getCurrentUser()) redirect(callbackUrl);
  return (
    <section className="auth-page" aria-labelledby="signup-title">
      <h1 id="signup-title">Create an account</h1>
      <SignUpForm callbackUrl={callbackUrl} suggestedHandle={await suggestHandle()} signUp={signUpAction} />
      <p>
        Already have an account? <Link href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign in</Link>
      </p>
    </section>
  );
}
