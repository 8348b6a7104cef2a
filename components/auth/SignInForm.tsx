"use client";
// Email + password sign-in through next-auth's credentials provider. The
// server's message (wrong credentials or the throttle) is shown as is.
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { SIGN_IN_FAILED } from "@/lib/auth/messages";
import { signInSchema } from "@/lib/auth/schemas";
import { fieldMessages } from "@/lib/http/action-result";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { Field, fieldId } from "./Field";

export function SignInForm({
  callbackUrl,
  initialError,
  notice,
}: {
  callbackUrl: string;
  initialError: string | null;
  notice?: string | null;
}) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = signInSchema.safeParse(data);
    setFormError(null);
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setErrors({});
    setPending(true);
    const result = await signIn("credentials", { ...parsed.data, redirect: false, callbackUrl });
    if (result?.ok && !result.error) {
      // A full load, so every server component sees the new session.
      window.location.assign(callbackUrl);
      return;
    }
    setPending(false);
    setFormError(!result?.error || result.error === "CredentialsSignin" ? SIGN_IN_FAILED : result.error);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-describedby={formError ? "signin-error" : undefined}>
      {notice && !formError && (
        <p className="auth-notice" role="status">
          {notice}
        </p>
      )}
      {formError && (
        <p id="signin-error" className="auth-form-error" role="alert">
          {formError}
        </p>
      )}
      <ErrorSummary errors={errors} controls={fieldId} />
      <Field name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <noscript>
        <p className="auth-notice">Signing in needs JavaScript: turn it on for this site to sign in.</p>
      </noscript>
      <button type="submit" disabled={pending || !hydrated}>
        {pending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
