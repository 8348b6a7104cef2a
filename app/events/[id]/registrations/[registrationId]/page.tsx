import type { Metadata } from "next";
import Link from "next/link";
import { DeckCheckForm } from "@/components/event/DeckCheckForm";
import { SnapshotCards } from "@/components/event/SnapshotCards";
import { SnapshotVerdict } from "@/components/event/SnapshotVerdict";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { getRegistration } from "@/lib/events/get-registration";
import { getFormat } from "@/lib/formats/formats";
import { orNotFound } from "@/lib/http/page-errors";
import { deckCheckAction } from "../../../actions";
import { TableScroll } from "@/components/ui/TableScroll";
import { Instant } from "@/components/ui/Instant";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Registration", robots: { index: false } };

type Props = { params: Promise<{ id: string; registrationId: string }> };

export default async function RegistrationPage({ params }: Props) {
  const { id, registrationId } = await params;
  const user = await requireSignedIn(`/events/${id}/registrations/${registrationId}`);
  const registration = await orNotFound(getRegistration({ eventId: id, registrationId, organizerId: user.id }));
  const format = await getFormat(registration.event.formatId, { on: registration.current.revision });
  return (
    <div className="event-page">
      <p className="breadcrumb">
        <Link href={`/events/${id}`}>{registration.event.name}</Link> ·{" "}
        <Link href={`/events/${id}/roster`}>Roster</Link>
      </p>
      <h1>{registration.player}</h1>
      {registration.withdrawn ? <p className="notice">This player withdrew.</p> : null}
      <p className="muted">
        Registered <Instant at={registration.registeredAt} />.
      </p>
      <nav className="event-actions" aria-label="Registration tools">
        <Link href={`/events/${id}/registrations/${registrationId}/sheet`}>Decklist sheet (print or PDF)</Link>
      </nav>
      <section className="event-panel" aria-labelledby="snapshot-title">
        <h2 id="snapshot-title">Registered list</h2>
        <SnapshotVerdict snapshot={registration.current} formatName={format.name} />
        <SnapshotCards cards={registration.current.cards} />
      </section>
      <section className="event-panel" aria-labelledby="deck-check-heading">
        <h2 id="deck-check-heading">Deck check</h2>
        <p className="muted">
          Type or paste the list the player presents, in any order and spelling the importer reads: you see each card
          that differs and whether the hashes match.
        </p>
        <DeckCheckForm action={deckCheckAction} eventId={id} registrationId={registrationId} />
      </section>
      {registration.history.length > 1 ? (
        <section aria-labelledby="history-title">
          <h2 id="history-title">Every submission</h2>
          <TableScroll label={"Submissions"}>
            <table className="data-table">
              <caption>Newest first; the first row is the list that stands</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Deck</th>
                  <th scope="col">Verdict</th>
                  <th scope="col">Hash</th>
                  <th scope="col">Submitted</th>
                </tr>
              </thead>
              <tbody>
                {registration.history.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">{s.number}</th>
                    <td>{s.deckName}</td>
                    <td>{s.legal ? "Legal" : "Not legal"}</td>
                    <td>
                      <code className="hash">{s.hash}</code>
                    </td>
                    <td>
                      <Instant at={s.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ) : null}
    </div>
  );
}
