// A labelled input with its error right below it, tied by aria-describedby.
import type { InputHTMLAttributes, ReactNode } from "react";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown between the input and its error (a strength meter); `describedBy` names the element to read with the input. */
  after?: ReactNode;
  describedBy?: string;
}

/** The id of a field's input, for labels and the error summary. */
export function fieldId(name: string): string {
  return `field-${name}`;
}

export function Field({ name, label, error, hint, after, describedBy, ...input }: FieldProps) {
  const id = fieldId(name);
  const described = [hint && `${id}-hint`, describedBy, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="auth-hint">
          {hint}
        </p>
      )}
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {after}
      {error && (
        <p id={`${id}-error`} className="auth-error">
          {error}
        </p>
      )}
    </div>
  );
}
