"use client";
// Name and format for a new deck; the server action creates it and opens the builder.
import { useActionState } from "react";
import type { ActionResult } from "@/lib/http/action-result";
import { FormatSelect } from "@/components/format/FormatSelect";

type Action = (previous: ActionResult<string> | null, form: FormData) => Promise<ActionResult<string>>;

export function NewDeckForm({
  action,
  formats,
  defaultFormatId,
}: {
  action: Action;
  formats: { id: string; name: string }[];
  defaultFormatId?: string;
}) {
  const [state, submit, pending] = useActionState(action, null);
  const issue = (field: string) =>
    state && !state.ok ? state.error.issues?.find((i) => i.field === field)?.message : undefined;
  return (
    <form action={submit} className="deck-form">
      <label>
        Name
        <input
          name="name"
          required
          maxLength={100}
          aria-invalid={issue("name") ? true : undefined}
          aria-describedby="name-error"
        />
      </label>
      <span id="name-error" className="field-error">
        {issue("name")}
      </span>
      <label>
        Format
        <FormatSelect formats={formats} name="formatId" defaultValue={defaultFormatId} />
      </label>
      {state && !state.ok && !issue("name") ? (
        <p role="alert" className="field-error">
          {state.error.message}
        </p>
      ) : null}
      <button type="submit" disabled={pending}>
        Create and open the builder
      </button>
    </form>
  );
}
