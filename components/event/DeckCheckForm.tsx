"use client";
// A deck check at the table: type or paste the list the player presents and
// see it against the registered snapshot, card by card.
import { useActionState, useMemo } from "react";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import { useFocusOnAnswer } from "@/components/ui/use-focus-on-answer";
import { DecklistIssues } from "@/components/decklist/DecklistIssues";
import type { DeckCheckState } from "@/lib/events/forms";
import { ListDifferences } from "./ListDifferences";

interface Props {
  action: (state: DeckCheckState, form: FormData) => Promise<DeckCheckState>;
  eventId: string;
  registrationId: string;
}

export function DeckCheckForm({ action, eventId, registrationId }: Props) {
  const [state, formAction, pending] = useActionState(action, { decklist: "", submission: 0 });
  const errors = useMemo(() => (state.error ? { decklist: state.error } : undefined), [state]);
  const answer = useFocusOnAnswer<HTMLElement>(state.result);
  return (
    <>
      <form action={formAction} className="check-form" key={state.submission}>
        <ErrorSummary errors={errors} controls={{ decklist: "presented" }} />
        <input type="hidden" name="eventId" value={eventId} />
        <input type="hidden" name="registrationId" value={registrationId} />
        <div className="field">
          <label htmlFor="presented">List presented at the table</label>
          <textarea
            id="presented"
            name="decklist"
            rows={12}
            defaultValue={state.decklist}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? "presented-error" : undefined}
          />
          {state.error ? (
            <p id="presented-error" className="field-error">
              {state.error}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={pending}>
          {pending ? "Comparing…" : "Compare with the registered list"}
        </button>
      </form>
      {state.result ? (
        <section
          className="deck-check-result"
          aria-live="polite"
          aria-labelledby="deck-check-title"
          ref={answer}
          tabIndex={-1}
        >
          <h3 id="deck-check-title">Result</h3>
          <p
            className={state.result.hashesMatch ? "verdict-badge legal" : "verdict-badge illegal"}
            data-testid="hash-match"
          >
            {state.result.hashesMatch ? "Hashes match" : "Hashes differ"}
          </p>
          <p className="muted small">
            Registered <code className="hash">{state.result.registeredHash}</code>
            <br />
            Presented <code className="hash">{state.result.presentedHash}</code>
          </p>
          <ListDifferences differences={state.result.differences} />
          <DecklistIssues unknown={state.result.unknown} problems={state.result.problems} />
        </section>
      ) : null}
    </>
  );
}
