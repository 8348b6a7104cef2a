"use client";
// Personal API tokens: create one (name, scope; the secret is shown once),
// see them all with when each was last used, revoke any.
import { useActionState, useMemo, useState } from "react";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { Field, fieldId } from "@/components/auth/Field";
import type { ActionResult } from "@/lib/http/action-result";
import { fieldMessages } from "@/lib/http/action-result";
import type { ApiTokenView } from "@/lib/auth/tokens";
import type { AccountAction } from "./account-action";
import { TableScroll } from "@/components/ui/TableScroll";
import { Instant } from "@/components/ui/Instant";

type CreateTokenAction = (
  previous: ActionResult<{ name: string; secret: string }> | null,
  form: FormData,
) => Promise<ActionResult<{ name: string; secret: string }>>;

const SCOPE_LABELS = { READ: "Read", WRITE: "Read and write" } as const;

function NewTokenSecret({ name, secret }: { name: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="auth-notice" role="status">
      <p>
        Your token <strong>{name}</strong> is ready. Copy it now: it is shown only once, and Starport keeps only a
        fingerprint of it.
      </p>
      <label htmlFor="new-token-secret">New token</label>{" "}
      <input id="new-token-secret" readOnly value={secret} size={48} onFocus={(e) => e.currentTarget.select()} />{" "}
      <button type="button" onClick={() => navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
        {copied ? "Copied" : "Copy"}
      </button>
    </div>
  );
}

function RevokeButton({ action, token }: { action: AccountAction; token: ApiTokenView }) {
  const [result, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction}>
      <input type="hidden" name="tokenId" value={token.id} />
      <button type="submit" disabled={pending} aria-label={`Revoke ${token.name}`}>
        {pending ? "Revoking…" : "Revoke"}
      </button>
      {result && !result.ok && (
        <span className="auth-error" role="alert">
          {result.error.message}
        </span>
      )}
    </form>
  );
}

export function ApiTokens({
  tokens,
  createAction,
  revokeAction,
}: {
  tokens: ApiTokenView[];
  createAction: CreateTokenAction;
  revokeAction: AccountAction;
}) {
  const [result, formAction, pending] = useActionState(createAction, null);
  const errors = useMemo(() => (result && !result.ok ? fieldMessages(result.error) : {}), [result]);
  return (
    <section className="account-section" aria-labelledby="account-tokens">
      <h2 id="account-tokens">API tokens</h2>
      <p>
        Tokens let your own tools and scripts read and change your decks through the <a href="/api">Starport API</a>,
        sent as <code>Authorization: Bearer …</code>. A read token lists and reads your decks; a read-and-write token
        can also create, change and delete them.
      </p>
      {result?.ok && <NewTokenSecret key={result.value.secret} name={result.value.name} secret={result.value.secret} />}
      <form action={formAction} className="auth-form">
        <ErrorSummary errors={errors} controls={(field) => (field === "name" ? fieldId("name") : undefined)} />
        <Field
          name="name"
          label="Token name"
          hint="What uses it, e.g. 'deck sync script'."
          maxLength={60}
          required
          error={errors.name}
        />
        <fieldset className="auth-field" aria-describedby={errors.scope ? "token-scope-error" : undefined}>
          <legend>Scope</legend>
          <label>
            <input type="radio" name="scope" value="READ" defaultChecked /> Read
          </label>
          <label>
            <input type="radio" name="scope" value="WRITE" /> Read and write
          </label>
          {errors.scope && (
            <p id="token-scope-error" className="auth-error">
              {errors.scope}
            </p>
          )}
        </fieldset>
        <button type="submit" disabled={pending}>
          {pending ? "Creating…" : "Create token"}
        </button>
      </form>
      {tokens.length === 0 ? (
        <p className="muted">No tokens yet.</p>
      ) : (
        <TableScroll label={"API tokens"}>
          <table className="data-table">
            <caption className="visually-hidden">Your API tokens</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scope</th>
                <th scope="col">Starts with</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id}>
                  <th scope="row">{token.name}</th>
                  <td>{SCOPE_LABELS[token.scope]}</td>
                  <td>
                    <code>{token.prefix}…</code>
                  </td>
                  <td>
                    <Instant at={token.createdAt} />
                  </td>
                  <td>{token.lastUsedAt ? <Instant at={token.lastUsedAt} /> : "Never"}</td>
                  <td>
                    {token.revokedAt ? (
                      <>
                        Revoked <Instant at={token.revokedAt} />
                      </>
                    ) : (
                      <RevokeButton action={revokeAction} token={token} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
