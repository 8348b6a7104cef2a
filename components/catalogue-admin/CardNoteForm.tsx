"use client";
// One small form for a card's erratum or ruling: a server action with
// useActionState, errors in one summary and next to each field; works without JavaScript.
import { useActionState } from "react";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import type { CardNoteState } from "@/lib/catalogue-admin/schemas";

export interface NoteField {
  name: string;
  label: string;
  hint?: string;
  long?: boolean;
  date?: boolean;
}

interface Props<Values> {
  id: string;
  title: string;
  submit: string;
  fields: NoteField[];
  action: (state: CardNoteState<Values>, form: FormData) => Promise<CardNoteState<Values>>;
  initial: CardNoteState<Values>;
  slug: string;
}

export function CardNoteForm<Values>({ id, title, submit, fields, action, initial, slug }: Props<Values>) {
  const [state, formAction, pending] = useActionState(action, initial);
  const values = state.values as Record<string, string>;
  const errors = state.errors as Partial<Record<string, string>> | undefined;
  const controls = Object.fromEntries(fields.map((f) => [f.name, `${id}-${f.name}`]));
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <form action={formAction} className="card-edit-form" key={state.submission}>
        <input type="hidden" name="slug" value={slug} />
        <ErrorSummary errors={errors} controls={controls} />
        {state.saved && <p role="status">{state.saved}</p>}
        {fields.map((f) => {
          const control = `${id}-${f.name}`;
          const error = errors?.[f.name];
          const described = [f.hint ? `${control}-hint` : "", error ? `${control}-error` : ""]
            .filter(Boolean)
            .join(" ");
          const common = {
            id: control,
            name: f.name,
            defaultValue: values[f.name],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": described || undefined,
          };
          return (
            <div className="field" key={f.name}>
              <label htmlFor={control}>{f.label}</label>
              {f.long ? <textarea rows={3} {...common} /> : <input type={f.date ? "date" : "text"} {...common} />}
              {f.hint && (
                <p id={`${control}-hint`} className="muted">
                  {f.hint}
                </p>
              )}
              {error && (
                <p id={`${control}-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <button type="submit" disabled={pending}>
          {pending ? "Saving…" : submit}
        </button>
      </form>
    </section>
  );
}
