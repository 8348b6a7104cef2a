"use client";
// Sign-up: the shared schema checks the fields here, the server action
// creates the account, then the form signs in and returns to callbackUrl.
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { signUpAction } from "@/app/signup/actions";
import { PASSWORD_MIN_LENGTH, fieldErrors, signUpSchema } from "@/lib/auth/schemas";
import { Field } from "./Field";

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setPending(true);
    try {
      const created = await signUpAction(parsed.data);
      if (!created.ok) return setErrors(created.errors);
      const signedIn = await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false, callbackUrl });
      // If signing in fails (say, the address is throttled), the sign-in page explains why.
      window.location.assign(signedIn?.ok && !signedIn.error ? callbackUrl : `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    } catch {
      setErrors({ form: "Could not create the account. Try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {errors.form && (
        <p className="auth-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <Field name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
      />
      <Field name="name" label="Display name (optional)" type="text" autoComplete="nickname" error={errors.name} />
      <button type="submit" disabled={pending}>
        {pending ? "Creating your account…" : "Create account"}
      </button>
    </form>
  );
}
