"use client";
// An editor's form for one card's fields: a server action with useActionState,
// errors in one summary and next to each field; works without JavaScript.
import { useActionState } from "react";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import type { CardEdit, CardEditState } from "@/lib/catalogue-admin/schemas";

interface Props {
  action: (state: CardEditState, form: FormData) => Promise<CardEditState>;
  initial: CardEditState;
  slug: string;
}

const FIELDS: { name: keyof CardEdit; label: string; hint?: string; long?: boolean; number?: boolean }[] = [
  { name: "name", label: "Name" },
  { name: "text", label: "Rules text", hint: "Card-text markup, e.g. 2[credit], [exert].", long: true },
  { name: "flavor", label: "Flavor text (optional)", long: true },
  { name: "cost", label: "Cost (optional)", number: true },
  { name: "creditValue", label: "Credit value (optional)", number: true },
  { name: "subtypes", label: "Subtypes", hint: "Separated by commas." },
  { name: "traits", label: "Traits", hint: "Separated by commas." },
  { name: "keywords", label: "Keywords", hint: "Separated by commas." },
];
const CONTROLS = Object.fromEntries(FIELDS.map((f) => [f.name, `card-${f.name}`]));

export function CardEditForm({ action, initial, slug }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  return (
    <form action={formAction} className="card-edit-form" key={state.submission}>
      <input type="hidden" name="slug" value={slug} />
      <ErrorSummary errors={state.errors} controls={CONTROLS} />
      {state.saved && <p role="status">{state.saved}</p>}
      {FIELDS.map((f) => {
        const id = `card-${f.name}`;
        const error = state.errors?.[f.name];
        const described = [f.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
        const common = {
          id,
          name: f.name,
          defaultValue: state.values[f.name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described || undefined,
        };
        return (
          <div className="field" key={f.name}>
            <label htmlFor={id}>{f.label}</label>
            {f.long ? (
              <textarea rows={4} {...common} />
            ) : (
              <input inputMode={f.number ? "numeric" : undefined} {...common} />
            )}
            {f.hint && (
              <p id={`${id}-hint`} className="muted">
                {f.hint}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" disabled={pending}>
        {pending ? "Saving…" : "Save card"}
      </button>
    </form>
  );
}
