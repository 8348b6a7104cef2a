"use client";
// The handle (and on /account the bio): checked here by the same schema as on
// the server, then saved by the page's action.
import { useState, type FormEvent } from "react";
import { Field } from "@/components/auth/Field";
import type { AccountAction } from "./account-action";
import { useHydrated } from "@/components/ui/use-hydrated";
import { fieldMessages } from "@/lib/http/action-result";
import { BIO_MAX_LENGTH, chooseHandleSchema, profileFormSchema } from "@/lib/players/handle";

const HANDLE_HINT = "3 to 24 letters, digits, _ or -. Your old handle stays yours for 30 days and points here.";

export function ProfileForm({
  action,
  handle,
  bio,
  then,
  submitLabel = "Save profile",
}: {
  action: AccountAction;
  handle: string;
  /** Absent: the handle alone (the prompt after signing in). */
  bio?: string;
  /** Where the prompt goes once the handle is saved. */
  then?: string;
  submitLabel?: string;
}) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setDone(null);
    const schema = bio === undefined ? chooseHandleSchema : profileFormSchema;
    const parsed = schema.safeParse({ handle: data.get("handle"), bio: data.get("bio") ?? undefined });
    if (!parsed.success) return setErrors(fieldMessages(parsed.error));
    setPending(true);
    try {
      const result = await action(null, data);
      if (!result.ok) return setErrors(fieldMessages(result.error, { fields: { handle: "handle", bio: "bio" } }));
      setErrors({});
      setDone(result.value);
    } catch {
      setErrors({ form: "Could not save. Try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {done && (
        <p className="auth-notice" role="status">
          {done}
        </p>
      )}
      {errors.form && (
        <p className="auth-form-error" role="alert">
          {errors.form}
        </p>
      )}
      {then !== undefined && <input type="hidden" name="then" value={then} />}
      <Field
        name="handle"
        label="Handle"
        type="text"
        autoComplete="username"
        required
        minLength={3}
        maxLength={24}
        defaultValue={handle}
        hint={HANDLE_HINT}
        error={errors.handle}
      />
      {bio !== undefined && (
        <div className="auth-field">
          <label htmlFor="field-bio">Bio (Markdown, optional)</label>
          <textarea
            id="field-bio"
            name="bio"
            rows={4}
            maxLength={BIO_MAX_LENGTH}
            defaultValue={bio}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? "field-bio-error" : undefined}
          />
          {errors.bio && (
            <p id="field-bio-error" className="auth-error">
              {errors.bio}
            </p>
          )}
        </div>
      )}
      <button type="submit" disabled={pending || !hydrated}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
