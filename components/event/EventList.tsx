// Events as a list of links with their day, place, format and players.
import Link from "next/link";
import type { ListedEvent } from "@/lib/events/list-events";
import { formatIsoDate } from "@/lib/rules/dates";

export function EventList({ events, empty }: { events: readonly ListedEvent[]; empty: string }) {
  if (events.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <ul className="event-list">
      {events.map((e) => (
        <li key={e.id} className="event-row">
          <Link href={`/events/${e.id}`} className="event-row-name">
            {e.name}
          </Link>
          <span>{formatIsoDate(e.heldOn)}</span>
          <span>{e.place ?? "Online"}</span>
          <span>{e.formatName}</span>
          <span className="muted">
            {e.playerCap !== null
              ? `${e.registered}/${e.playerCap} players`
              : `${e.registered} ${e.registered === 1 ? "player" : "players"}`}
          </span>
          {e.visibility === "UNLISTED" ? <span className="muted">(by link only)</span> : null}
        </li>
      ))}
    </ul>
  );
}
