"use client";
// Change password: the current one, then a new one judged by the same schema
// as on the server (with the strength meter). Other sessions end; this one stays.
import { useState, type FormEvent } from "react";
import { PasswordStrengthMeter } from "@/components/auth/PasswordStrengthMeter";
import { Field, fieldId } from "@/components/auth/Field";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from "@/lib/auth/schemas";
import { fieldMessages } from "@/lib/http/action-result";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { AccountAction } from "./account-action";

export function ChangePasswordForm({ action, email }: { action: AccountAction; email: string }) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState({ currentPassword: "", newPassword: "" });
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setDone(null);
    setPending(true);
    try {
      const parsed = await changePasswordSchema.safeParseAsync(Object.fromEntries(data));
      if (!parsed.success) return setErrors(fieldMessages(parsed.error));
      const result = await action(null, data);
      if (!result.ok) return setErrors(fieldMessages(result.error));
      setErrors({});
      setDone(result.value);
      form.reset();
      setFields({ currentPassword: "", newPassword: "" });
    } catch {
      setErrors({ form: "Could not change the password. Try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="account-password">
      <h2 id="account-password">Change password</h2>
      <form
        className="auth-form"
        onSubmit={submit}
        onChange={(event) => setFields(Object.fromEntries(new FormData(event.currentTarget)) as typeof fields)}
        noValidate
      >
        {done && (
          <p className="auth-notice" role="status">
            {done}
          </p>
        )}
        <ErrorSummary errors={errors} controls={fieldId} />
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <Field
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters and hard to guess.`}
          describedBy="new-password-strength"
          after={
            <PasswordStrengthMeter
              id="new-password-strength"
              password={fields.newPassword}
              context={[email, fields.currentPassword]}
            />
          }
          error={errors.newPassword}
        />
        <button type="submit" disabled={pending || !hydrated}>
          {pending ? "Changing…" : "Change password"}
        </button>
      </form>
    </section>
  );
}
