"use client";
// Deletes the account and its decks once its email address is typed: the
// confirmation names the account, so it cannot be clicked through by mistake.
import { useActionState, useMemo, useState, type FormEvent } from "react";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { Field, fieldId } from "@/components/auth/Field";
import { fieldMessages } from "@/lib/http/action-result";
import type { AccountAction } from "./account-action";

export function DeleteAccountForm({
  action,
  email,
  deckCount,
}: {
  action: AccountAction;
  email: string;
  deckCount: number;
}) {
  const [result, formAction, pending] = useActionState(action, null);
  const [mismatch, setMismatch] = useState<string | null>(null);
  const serverErrors = useMemo(
    (): Record<string, string | undefined> => (result && !result.ok ? fieldMessages(result.error) : {}),
    [result],
  );
  const error = mismatch ?? serverErrors.confirmEmail;
  const summary = useMemo(() => ({ confirmEmail: error, form: serverErrors.form }), [error, serverErrors]);

  function check(event: FormEvent<HTMLFormElement>) {
    const typed = String(new FormData(event.currentTarget).get("confirmEmail") ?? "")
      .trim()
      .toLowerCase();
    if (typed !== email) {
      event.preventDefault();
      setMismatch(typed ? "That is not this account's email address." : "Type your email address to confirm.");
      return;
    }
    setMismatch(null);
  }

  const decks = deckCount === 1 ? "its 1 deck" : `its ${deckCount} decks`;
  return (
    <section className="account-section account-danger" aria-labelledby="account-delete">
      <h2 id="account-delete">Delete account</h2>
      <p>
        Deletes this account, {decks} with their history, and every session. It cannot be undone. Copies that other
        players forked from your public decks stay theirs.
      </p>
      <form action={formAction} onSubmit={check} className="auth-form" noValidate>
        <ErrorSummary errors={summary} controls={fieldId} />
        <Field
          name="confirmEmail"
          label={`Type ${email} to confirm`}
          type="email"
          autoComplete="off"
          required
          error={error}
        />
        <button type="submit" className="danger" disabled={pending}>
          {pending ? "Deleting…" : "Delete my account and decks"}
        </button>
      </form>
    </section>
  );
}
