import type { Metadata } from "next";
import { EventForm } from "@/components/event/EventForm";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import type { EventFormState } from "@/lib/events/forms";
import { listFormats } from "@/lib/formats/formats";
import { createEventAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create an event" };

export default async function NewEventPage() {
  await requireSignedIn("/events/new");
  const formats = (await listFormats()).map((f) => ({ id: f.id, name: f.name }));
  const initial: EventFormState = {
    values: { formatId: "standard", illegalLists: "flag", visibility: "LISTED" },
    submission: 0,
  };
  return (
    <div className="event-page">
      <h1>Create an event</h1>
      <p>
        Players register their lists here; you get the roster, deck checks and printable decklist sheets. Times are in
        UTC.
      </p>
      <EventForm action={createEventAction} initial={initial} formats={formats} submitLabel="Create event" />
    </div>
  );
}
