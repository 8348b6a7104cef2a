// Deleting an event. With registrations, the organizer ticks a box naming how
// many are deleted with it; that number goes with the form, so a registration
// arriving meanwhile makes the server ask again.
export function DeleteEventForm({
  action,
  eventId,
  registrations,
  askAgain,
}: {
  action: (form: FormData) => Promise<void>;
  eventId: string;
  registrations: number;
  askAgain: boolean;
}) {
  return (
    <form action={action} className="delete-event" id="delete">
      <h2>Delete this event</h2>
      <input type="hidden" name="eventId" value={eventId} />
      {askAgain ? (
        <p className="field-error" role="alert">
          The number of registrations changed since you confirmed: check it and confirm again.
        </p>
      ) : null}
      {registrations > 0 ? (
        <label className="inline">
          <input type="checkbox" name="confirmedRegistrations" value={registrations} required /> Also delete its{" "}
          {registrations} registration
          {registrations === 1 ? "" : "s"} and their lists
        </label>
      ) : (
        <p className="muted">Nobody has registered yet.</p>
      )}
      <button type="submit" className="danger">
        Delete event
      </button>
    </form>
  );
}
