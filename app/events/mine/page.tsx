import type { Metadata } from "next";
import Link from "next/link";
import { EventList } from "@/components/event/EventList";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { listOrganisedEvents } from "@/lib/events/list-events";
import { listMyRegistrations } from "@/lib/events/my-registrations";
import { formatIsoDate } from "@/lib/rules/dates";
import { TableScroll } from "@/components/ui/TableScroll";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My registrations" };

export default async function MyEventsPage() {
  const user = await requireSignedIn("/events/mine");
  const [registrations, organised] = await Promise.all([
    listMyRegistrations({ playerId: user.id }),
    listOrganisedEvents({ organizerId: user.id }),
  ]);
  return (
    <div className="events-page">
      <h1>My registrations</h1>
      {registrations.length === 0 ? (
        <p className="empty-state">
          You have not registered for an event yet. <Link href="/events">Find an event</Link>
        </p>
      ) : (
        <TableScroll label={"Registrations"}>
          <table className="data-table stacks-on-phone">
            <caption>The lists you registered: the one that stands for each event</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Date</th>
                <th scope="col">Deck</th>
                <th scope="col">Verdict</th>
                <th scope="col">Hash</th>
              </tr>
            </thead>
            <tbody>
              {registrations.map((r) => (
                <tr key={r.registrationId}>
                  <th scope="row">
                    <Link href={`/events/${r.event.id}`}>{r.event.name}</Link>
                    {r.withdrawn ? <span className="muted"> (withdrawn)</span> : null}
                  </th>
                  <td data-label="Date">{formatIsoDate(r.event.heldOn)}</td>
                  <td data-label="Deck">{r.snapshot.deckName}</td>
                  <td>
                    <span className={`legality-badge ${r.snapshot.legal ? "is-legal" : "is-illegal"}`}>
                      {r.snapshot.legal ? "Legal" : "Not legal"} in {r.event.formatName}
                    </span>
                  </td>
                  <td data-label="Hash">
                    <code className="hash">{r.snapshot.hash}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <h2>Events I organise</h2>
      <p>
        <Link href="/events/new">Create an event</Link>
      </p>
      <EventList events={organised} empty="You organise no events." />
    </div>
  );
}
