"use client";
// The errors of a submitted form in one box at its top, focused when it appears (the GOV.UK pattern): a player whose
// view stayed at the submit button hears and sees what went wrong, and each line leads to its field.
import { useEffect, useId, useRef, type MouseEvent } from "react";

interface Props {
  /** One message per field, as the form shows them beside the fields; "form" for the form as a whole. */
  errors: Partial<Record<string, string>> | undefined;
  /** The id of the control each field's line leads to; a field without one is listed as text. */
  controls: Partial<Record<string, string>> | ((field: string) => string | undefined);
}

/** Focus moves here whenever `errors` is a new object: give it one per submission (state from an action, or setState). */
export function ErrorSummary({ errors, controls }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const title = useId();
  const entries = Object.entries(errors ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const count = entries.length;
  useEffect(() => {
    if (count === 0) return;
    box.current?.focus();
    box.current?.scrollIntoView({ block: "nearest" });
  }, [errors, count]);
  if (count === 0) return null;

  const goTo = (id: string) => (event: MouseEvent) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.scrollIntoView({ block: "center" });
  };
  return (
    <div ref={box} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={title}>
      <h2 id={title}>{count === 1 ? "There is a problem" : `There are ${count} problems`}</h2>
      <ul>
        {entries.map(([field, message]) => {
          const id = typeof controls === "function" ? controls(field) : controls[field];
          return (
            <li key={field}>
              {id ? (
                <a href={`#${id}`} onClick={goTo(id)}>
                  {message}
                </a>
              ) : (
                message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
