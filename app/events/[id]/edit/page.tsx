import type { Metadata } from "next";
import Link from "next/link";
import { DeleteEventForm } from "@/components/event/DeleteEventForm";
import { EventForm } from "@/components/event/EventForm";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import type { EventFormState } from "@/lib/events/forms";
import { getEventForOrganizer } from "@/lib/events/get-event-for-organizer";
import { listFormats } from "@/lib/formats/formats";
import { orNotFound } from "@/lib/http/page-errors";
import { deleteEventAction, editEventAction } from "../../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit event", robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EditEventPage({ params, searchParams }: Props) {
  const { id } = await params;
  const user = await requireSignedIn(`/events/${id}/edit`);
  const [event, formats] = await Promise.all([
    orNotFound(getEventForOrganizer({ eventId: id, organizerId: user.id })),
    listFormats(),
  ]);
  const initial: EventFormState = {
    values: {
      name: event.name,
      heldOn: event.heldOn,
      online: event.place === null ? "on" : "",
      place: event.place ?? "",
      formatId: event.formatId,
      registrationClosesAt: event.registrationClosesAt.toISOString().slice(0, 16),
      playerCap: event.playerCap === null ? "" : String(event.playerCap),
      illegalLists: event.refuseIllegal ? "refuse" : "flag",
      visibility: event.visibility,
      publishLists: event.publishLists ? "on" : "",
    },
    submission: 0,
  };
  const choices = formats.some((f) => f.id === event.formatId)
    ? formats
    : [...formats, { id: event.formatId, name: event.formatName }];
  return (
    <div className="event-page">
      <p className="breadcrumb">
        <Link href={`/events/${id}`}>{event.name}</Link>
      </p>
      <h1>Edit event</h1>
      {event.registrations > 0 ? (
        <p className="notice">
          {event.registrations} player{event.registrations === 1 ? " has" : "s have"} registered: the format is fixed,
          and the date may only move within the format revision their lists were checked against.
        </p>
      ) : null}
      <EventForm
        action={editEventAction}
        initial={initial}
        formats={choices.map((f) => ({ id: f.id, name: f.name }))}
        submitLabel="Save changes"
        eventId={id}
      />
      <DeleteEventForm
        action={deleteEventAction}
        eventId={id}
        registrations={event.registrations}
        askAgain={(await searchParams).confirm === "again"}
      />
    </div>
  );
}
