"use client";
// One small form of the comment section or the moderation page: its fields are checked by the shared schema, sent to
// a server action, and a refusal is said once in the ErrorSummary at its top; on success the action's answer carries
// the page read again (its action asks Next to), so the page is not read a second time from another worker.
import { useState, type FormEvent } from "react";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { useHydrated } from "@/components/ui/use-hydrated";
import { fieldMessages, type ActionResult } from "@/lib/http/action-result";

// The shared schemas (and zod with them) load when a form is first sent, not with every page that shows one.
async function formSchema(check: "comment" | "reason") {
  const { commentFormSchema, reasonFormSchema } = await import("@/lib/comments/schemas");
  return check === "comment" ? commentFormSchema : reasonFormSchema;
}

export type CommentAction = (previous: ActionResult<string> | null, form: FormData) => Promise<ActionResult<string>>;

interface FormField {
  name: string;
  label: string;
  kind: "textarea" | "text";
  defaultValue?: string;
  maxLength?: number;
  hint?: string;
}

interface Props {
  /** Unique on the page: the prefix of the controls' ids. */
  id: string;
  action: CommentAction;
  hidden: Record<string, string>;
  fields: FormField[];
  /** The shared schema the fields are checked with before they are sent. */
  check?: "comment" | "reason";
  submitLabel: string;
  danger?: boolean;
  /** Called after a success (closes an inline form). */
  onDone?: (message: string) => void;
  /** Another button beside the submit one (Cancel). */
  extra?: React.ReactNode;
}

export function CommentActionForm({ id, action, hidden, fields, check, submitLabel, danger, onDone, extra }: Props) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const control = (name: string) => `${id}-${name}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPending(true);
    try {
      const parsed = check && (await formSchema(check)).safeParse(Object.fromEntries(data));
      if (parsed && !parsed.success) return setErrors(fieldMessages(parsed.error));
      const result = await action(null, data);
      if (!result.ok) return setErrors(fieldMessages(result.error));
      setErrors({});
      form.reset();
      onDone?.(result.value);
    } catch {
      setErrors({ form: "That did not go through. Try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="comment-form" onSubmit={submit} noValidate>
      <ErrorSummary
        errors={errors}
        controls={(field) => (fields.some((f) => f.name === field) ? control(field) : undefined)}
      />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const error = errors[field.name];
        const described = [field.hint && `${control(field.name)}-hint`, error && `${control(field.name)}-error`]
          .filter(Boolean)
          .join(" ");
        const common = {
          id: control(field.name),
          name: field.name,
          defaultValue: field.defaultValue,
          maxLength: field.maxLength,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described || undefined,
        };
        return (
          <div key={field.name} className="comment-field">
            <label htmlFor={control(field.name)}>{field.label}</label>
            {field.kind === "textarea" ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
            {field.hint ? (
              <p id={`${control(field.name)}-hint`} className="muted comment-hint">
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${control(field.name)}-error`} className="auth-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="comment-form-buttons">
        <button type="submit" className={danger ? "danger" : undefined} disabled={pending || !hydrated}>
          {submitLabel}
        </button>
        {extra}
      </div>
    </form>
  );
}
