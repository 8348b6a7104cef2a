// The organizer's roster as an accessible table: player, deck, verdict (with
// reasons for lists that are not legal), hash and times. On a phone each row is a block, each cell named by its label.
import Link from "next/link";
import type { RosterEntry } from "@/lib/events/roster";
import { TableScroll } from "@/components/ui/TableScroll";
import { Instant } from "@/components/ui/Instant";
import { ListReasons } from "./ListReasons";

export function RosterTable({
  eventId,
  entries,
  caption,
}: {
  eventId: string;
  entries: readonly RosterEntry[];
  caption: string;
}) {
  return (
    <TableScroll label={"Roster"}>
      <table className="data-table roster-table stacks-on-phone">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Deck</th>
            <th scope="col">Verdict</th>
            <th scope="col">Hash</th>
            <th scope="col">Registered</th>
            <th scope="col">Last submitted</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.registrationId} data-testid="roster-row" className={e.snapshot.legal ? undefined : "flagged"}>
              <th scope="row">
                <Link href={`/events/${eventId}/registrations/${e.registrationId}`}>{e.player}</Link>
              </th>
              <td data-label="Deck">{e.snapshot.deckName}</td>
              <td>
                <span className={`legality-badge ${e.snapshot.legal ? "is-legal" : "is-illegal"}`}>
                  {e.snapshot.legal ? "Legal" : "Not legal"}
                </span>
                <ListReasons reasons={e.reasons} />
              </td>
              <td data-label="Hash">
                <code className="hash" title={e.snapshot.hash}>
                  {e.snapshot.hash.slice(0, 12)}…
                </code>
              </td>
              <td data-label="Registered">
                <Instant at={e.registeredAt} />
              </td>
              <td data-label="Last submitted">
                <Instant at={e.snapshot.createdAt} />
                {e.snapshot.number > 1 ? <span className="muted"> (#{e.snapshot.number})</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
