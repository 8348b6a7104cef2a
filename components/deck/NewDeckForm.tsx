"use client";
// Name and format for a new deck; the server action creates it and opens the builder.
import { useActionState, useMemo } from "react";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { fieldMessages, type ActionResult } from "@/lib/http/action-result";
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
  const errors = useMemo(
    () => (state && !state.ok ? fieldMessages(state.error, { fields: { name: "name" } }) : undefined),
    [state],
  );
  return (
    <form action={submit} className="deck-form">
      <ErrorSummary errors={errors} controls={{ name: "new-deck-name" }} />
      <label>
        Name
        <input
          id="new-deck-name"
          name="name"
          required
          maxLength={100}
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby="name-error"
        />
      </label>
      <span id="name-error" className="field-error">
        {errors?.name}
      </span>
      <label>
        Format
        <FormatSelect formats={formats} name="formatId" defaultValue={defaultFormatId} />
      </label>
      <button type="submit" disabled={pending}>
        Create and open the builder
      </button>
    </form>
  );
}
