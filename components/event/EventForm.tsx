"use client";
// The event form, for creating and editing: a server action with
// useActionState, each error next to its field; works without JavaScript.
import { useActionState } from "react";
import { ErrorSummary } from "@/components/ui/ErrorSummary";
import type { EventField, EventFormState } from "@/lib/events/forms";
import { FormatSelect } from "@/components/format/FormatSelect";

interface Props {
  action: (state: EventFormState, form: FormData) => Promise<EventFormState>;
  initial: EventFormState;
  formats: { id: string; name: string }[];
  submitLabel: string;
  /** Editing: the event's id, sent with the form. */
  eventId?: string;
}

// Each field's control has the field's name as its id.
const CONTROLS = Object.fromEntries(
  ["name", "heldOn", "place", "formatId", "registrationClosesAt", "playerCap"].map((field) => [field, field]),
);

export function EventForm({ action, initial, formats, submitLabel, eventId }: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const v = state.values;
  const error = (field: EventField) =>
    state.errors?.[field] ? (
      <p id={`${field}-error`} className="field-error">
        {state.errors[field]}
      </p>
    ) : null;
  const described = (field: EventField, hint?: string) => {
    const ids = [hint, state.errors?.[field] ? `${field}-error` : undefined].filter(Boolean).join(" ");
    return { "aria-describedby": ids || undefined, "aria-invalid": state.errors?.[field] ? true : undefined };
  };

  return (
    <form action={formAction} className="event-form" key={state.submission}>
      {eventId ? <input type="hidden" name="eventId" value={eventId} /> : null}
      <ErrorSummary errors={state.errors} controls={CONTROLS} />
      <div className="field">
        <label htmlFor="name">Name</label>
        <input id="name" name="name" required maxLength={120} defaultValue={v.name ?? ""} {...described("name")} />
        {error("name")}
      </div>
      <div className="field">
        <label htmlFor="heldOn">Date</label>
        <input id="heldOn" name="heldOn" type="date" required defaultValue={v.heldOn ?? ""} {...described("heldOn")} />
        {error("heldOn")}
      </div>
      <fieldset className="field">
        <legend>Where</legend>
        <label className="inline">
          <input type="checkbox" name="online" defaultChecked={v.online === "on"} /> Online
        </label>
        <label htmlFor="place">Place (unless online)</label>
        <input id="place" name="place" maxLength={200} defaultValue={v.place ?? ""} {...described("place")} />
        {error("place")}
      </fieldset>
      <div className="field">
        <label htmlFor="formatId">Format</label>
        <FormatSelect
          formats={formats}
          id="formatId"
          name="formatId"
          defaultValue={v.formatId ?? "standard"}
          {...described("formatId", "formatId-hint")}
        />
        <p id="formatId-hint" className="muted">
          Lists are judged by the format&apos;s revision in force on the event&apos;s day.
        </p>
        {error("formatId")}
      </div>
      <div className="field">
        <label htmlFor="registrationClosesAt">Registration closes (UTC)</label>
        <input
          id="registrationClosesAt"
          name="registrationClosesAt"
          type="datetime-local"
          required
          defaultValue={v.registrationClosesAt ?? ""}
          {...described("registrationClosesAt", "registrationClosesAt-hint")}
        />
        <p id="registrationClosesAt-hint" className="muted">
          Until then players register and may replace or withdraw their list; a time in the past closes registration
          now.
        </p>
        {error("registrationClosesAt")}
      </div>
      <div className="field">
        <label htmlFor="playerCap">Player cap (optional)</label>
        <input
          id="playerCap"
          name="playerCap"
          type="number"
          min={2}
          inputMode="numeric"
          defaultValue={v.playerCap ?? ""}
          {...described("playerCap")}
        />
        {error("playerCap")}
      </div>
      <fieldset className="field">
        <legend>Lists that are not legal</legend>
        <label className="inline">
          <input type="radio" name="illegalLists" value="flag" defaultChecked={v.illegalLists !== "refuse"} /> Accept
          them, flagged on the roster
        </label>
        <label className="inline">
          <input type="radio" name="illegalLists" value="refuse" defaultChecked={v.illegalLists === "refuse"} /> Refuse
          them
        </label>
        {error("illegalLists")}
      </fieldset>
      <fieldset className="field">
        <legend>Visibility</legend>
        <label className="inline">
          <input type="radio" name="visibility" value="LISTED" defaultChecked={v.visibility !== "UNLISTED"} /> Listed on
          the events page
        </label>
        <label className="inline">
          <input type="radio" name="visibility" value="UNLISTED" defaultChecked={v.visibility === "UNLISTED"} /> By link
          only
        </label>
        {error("visibility")}
      </fieldset>
      <div className="field">
        <label className="inline">
          <input type="checkbox" name="publishLists" defaultChecked={v.publishLists === "on"} /> Publish the registered
          lists on the event page after the event
        </label>
      </div>
      <button type="submit" disabled={pending}>
        {pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
