"use client";
// Ends every session of the account, this one included (then back to sign-in).
import { useActionState } from "react";
import type { AccountAction } from "./account-action";

export function SignOutEverywhereForm({ action, sessionCount }: { action: AccountAction; sessionCount: number }) {
  const [result, formAction, pending] = useActionState(action, null);
  return (
    <section className="account-section" aria-labelledby="account-sessions">
      <h2 id="account-sessions">Sessions</h2>
      <p>
        This account is signed in {sessionCount === 1 ? "in 1 place" : `in ${sessionCount} places`} (browsers and
        devices). If you lost a device or signed in somewhere you no longer trust, end them all, this one included.
      </p>
      <form action={formAction} className="auth-form">
        {result && !result.ok && (
          <p className="auth-form-error" role="alert">
            {result.error.message}
          </p>
        )}
        <button type="submit" disabled={pending}>
          {pending ? "Signing out…" : "Sign out everywhere"}
        </button>
      </form>
    </section>
  );
}
