"use client";
// Sign-up: the shared schema checks the fields here (the password's strength
// too), the server action asks for the account. Its answer is the same whether
// the address was free or taken, so this form shows the same thing either way
// and leaves signing in to a separate step.
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SIGN_IN_FAILED } from "@/lib/auth/messages";
import { PASSWORD_MIN_LENGTH, signUpSchema } from "@/lib/auth/schemas";
import { fieldMessages, type ActionResult } from "@/lib/http/action-result";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { Field, fieldId } from "./Field";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";

type Requested = { email: string; password: string; message: string };

/** A new player with nowhere particular to return to lands on their decks, the place to start building. */
const landingAfterSignUp = (callbackUrl: string) => (callbackUrl === "/" ? "/decks" : callbackUrl);

export function SignUpForm({
  callbackUrl,
  suggestedHandle,
  signUp,
}: {
  callbackUrl: string;
  /** A free handle to start from, not taken from the email. */
  suggestedHandle: string;
  signUp: (input: unknown) => Promise<ActionResult<string>>;
}) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState({ email: "", password: "", name: "" });
  const [requested, setRequested] = useState<Requested | null>(null);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const parsed = await signUpSchema.safeParseAsync(Object.fromEntries(new FormData(event.currentTarget)));
      if (!parsed.success) return setErrors(fieldMessages(parsed.error));
      setErrors({});
      const result = await signUp(parsed.data);
      if (!result.ok) return setErrors(fieldMessages(result.error));
      setRequested({ email: parsed.data.email, password: parsed.data.password, message: result.value });
    } catch {
      setErrors({ form: "Could not send the request. Try again." });
    } finally {
      setPending(false);
    }
  }

  if (requested) return <SignInAfterSignUp requested={requested} callbackUrl={landingAfterSignUp(callbackUrl)} />;

  return (
    <form
      className="auth-form"
      onSubmit={submit}
      onChange={(event) => setFields(Object.fromEntries(new FormData(event.currentTarget)) as typeof fields)}
      noValidate
    >
      <ErrorSummary errors={errors} controls={fieldId} />
      <Field name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
      <Field
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well.`}
        describedBy="password-strength"
        after={
          <PasswordStrengthMeter
            id="password-strength"
            password={fields.password}
            context={[fields.email, fields.name]}
          />
        }
        error={errors.password}
      />
      <Field
        name="handle"
        label="Handle"
        type="text"
        autoComplete="username"
        required
        minLength={3}
        maxLength={24}
        defaultValue={suggestedHandle}
        hint="How other players see you, at /u/your-handle: 3 to 24 letters, digits, _ or -. Change it any time."
        error={errors.handle}
      />
      <Field name="name" label="Display name (optional)" type="text" autoComplete="nickname" error={errors.name} />
      <noscript>
        <p className="auth-notice">Creating an account needs JavaScript: turn it on for this site to sign up.</p>
      </noscript>
      <button type="submit" disabled={pending || !hydrated}>
        {pending ? "Sending…" : "Create account"}
      </button>
    </form>
  );
}

/** After the request: the same note for a free and a taken address, and a button that signs in with what was typed. */
function SignInAfterSignUp({ requested, callbackUrl }: { requested: Requested; callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);

  async function signInNow() {
    setPending(true);
    setError(null);
    const result = await signIn("credentials", {
      email: requested.email,
      password: requested.password,
      redirect: false,
      callbackUrl,
    });
    if (result?.ok && !result.error) {
      // A full load, so every server component sees the new session.
      window.location.assign(callbackUrl);
      return;
    }
    setPending(false);
    setError(!result?.error || result.error === "CredentialsSignin" ? SIGN_IN_FAILED : result.error);
  }

  return (
    <div className="auth-form">
      <p ref={note} tabIndex={-1} className="auth-notice" role="status">
        {requested.message}
      </p>
      {error && (
        <p className="auth-form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" onClick={() => void signInNow()} disabled={pending}>
        {pending ? "Signing in…" : `Sign in as ${requested.email}`}
      </button>
      <p>
        Or{" "}
        <Link href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>
          sign in with another email or password
        </Link>
        .
      </p>
    </div>
  );
}
