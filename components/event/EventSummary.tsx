// An event's particulars as a definition list.
import Link from "next/link";
import type { EventView } from "@/lib/events/get-event";
import { Instant } from "@/components/ui/Instant";
import { PlayerLink } from "@/components/ui/PlayerLink";
import { formatIsoDate } from "@/lib/rules/dates";

export function EventSummary({ event }: { event: EventView }) {
  return (
    <dl className="event-summary">
      <div>
        <dt>Date</dt>
        <dd>{formatIsoDate(event.heldOn)}</dd>
      </div>
      <div>
        <dt>Where</dt>
        <dd>{event.place ?? "Online"}</dd>
      </div>
      <div>
        <dt>Format</dt>
        <dd>
          <Link href={`/formats/${event.formatId}`}>{event.formatName}</Link>
        </dd>
      </div>
      <div>
        <dt>Registration closes</dt>
        <dd>
          <Instant at={event.registrationClosesAt} /> {event.registrationOpen ? "" : "(closed)"}
        </dd>
      </div>
      <div>
        <dt>Players</dt>
        <dd data-testid="player-count">
          {event.registered}
          {event.playerCap !== null ? ` of ${event.playerCap}` : ""} registered
        </dd>
      </div>
      <div>
        <dt>Lists that are not legal</dt>
        <dd>{event.refuseIllegal ? "Refused" : "Accepted, flagged for the organizer"}</dd>
      </div>
      <div>
        <dt>Organizer</dt>
        <dd>{event.organizerHandle ? <PlayerLink handle={event.organizerHandle} /> : "a deleted organizer"}</dd>
      </div>
      <div>
        <dt>Lists after the event</dt>
        <dd>{event.publishLists ? "Published on this page" : "Kept private"}</dd>
      </div>
    </dl>
  );
}
