"use client";
// Registering (or re-registering) for an event: one of the player's decks or
// a pasted list. On success the action reloads the event page, which shows
// what was locked: the verdict, the hash and the cards.
import { useActionState } from "react";
import { useDecklistUpload } from "@/components/decklist/use-decklist-upload";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import type { RegisterField, RegisterState } from "@/lib/events/forms";

interface Props {
  action: (state: RegisterState, form: FormData) => Promise<RegisterState>;
  initial: RegisterState;
  eventId: string;
  decks: { id: string; name: string; legal: boolean }[];
  submitLabel: string;
}

export function RegistrationForm({ action, initial, eventId, decks, submitLabel }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { textarea, readUpload } = useDecklistUpload();
  const error = (field: RegisterField) =>
    state.errors?.[field] ? (
      <p id={`reg-${field}-error`} className="field-error">
        {state.errors[field]}
      </p>
    ) : null;

  return (
    <form action={formAction} className="registration-form" key={state.submission}>
      <ErrorSummary errors={state.errors} controls={(field) => (field === "form" ? undefined : `reg-${field}`)} />
      <input type="hidden" name="eventId" value={eventId} />
      <fieldset className="field">
        <legend>Register with</legend>
        <label className="inline">
          <input
            type="radio"
            name="source"
            value="deck"
            defaultChecked={state.source === "deck"}
            disabled={decks.length === 0}
          />{" "}
          One of my decks
        </label>
        <label htmlFor="reg-deck">Deck</label>
        <select
          id="reg-deck"
          name="deckId"
          defaultValue={state.deckId}
          disabled={decks.length === 0}
          aria-invalid={state.errors?.deckId ? true : undefined}
          aria-describedby={state.errors?.deckId ? "reg-deckId-error" : undefined}
        >
          {/* An empty choice, so a deck that was not legal is never the one selected by default. */}
          <option value="">{decks.length === 0 ? "You have no decks yet" : "Choose a deck"}</option>
          {decks.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
              {d.legal ? "" : " (not legal when last saved)"}
            </option>
          ))}
        </select>
        {error("deckId")}
        <label className="inline">
          <input
            type="radio"
            name="source"
            value="list"
            defaultChecked={state.source === "list" || decks.length === 0}
          />{" "}
          A pasted list
        </label>
        <label htmlFor="reg-deckName">Name of the list</label>
        <input
          id="reg-deckName"
          name="deckName"
          maxLength={100}
          defaultValue={state.deckName}
          aria-invalid={state.errors?.deckName ? true : undefined}
          aria-describedby={state.errors?.deckName ? "reg-deckName-error" : undefined}
        />
        {error("deckName")}
        <label htmlFor="reg-text">List</label>
        <textarea
          id="reg-text"
          name="text"
          ref={textarea}
          rows={10}
          defaultValue={state.text}
          aria-invalid={state.errors?.text ? true : undefined}
          aria-describedby={state.errors?.text ? "reg-text-error" : undefined}
        />
        {error("text")}
        <label htmlFor="reg-file">Or upload a .txt file</label>
        <input id="reg-file" name="file" type="file" accept=".txt,text/plain" onChange={readUpload} />
      </fieldset>
      <p className="muted">The organizer sees your handle and your list.</p>
      <label className="inline">
        <input type="checkbox" name="shareEmail" /> Also show my email address to the organizer
      </label>
      <button type="submit" disabled={pending}>
        {pending ? "Registering…" : submitLabel}
      </button>
    </form>
  );
}
