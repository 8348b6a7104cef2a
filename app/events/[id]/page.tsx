import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { EventSummary } from "@/components/event/EventSummary";
import { RegistrationForm } from "@/components/event/RegistrationForm";
import { SnapshotCards } from "@/components/event/SnapshotCards";
import { SnapshotVerdict } from "@/components/event/SnapshotVerdict";
import { Instant } from "@/components/ui/Instant";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listMyDecks } from "@/lib/decks/list-decks";
import { initialDeckId } from "@/lib/events/initial-deck";
import type { RegisterState } from "@/lib/events/forms";
import { getEvent } from "@/lib/events/get-event";
import { getMyRegistration } from "@/lib/events/my-registrations";
import { getPublishedLists } from "@/lib/events/published-lists";
import { orNotFound } from "@/lib/http/page-errors";
import { closeRegistrationAction, registerAction, reregisterAction, withdrawAction } from "../actions";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const loadEvent = cache((eventId: string, viewerId: string | null) => orNotFound(getEvent({ eventId, viewerId })));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const user = await getCurrentUser();
  const event = await loadEvent((await params).id, user?.id ?? null);
  return { title: event.name, robots: event.visibility === "LISTED" ? undefined : { index: false } };
}

export default async function EventPage({ params, searchParams }: Props) {
  const { id } = await params;
  const user = await getCurrentUser();
  const event = await loadEvent(id, user?.id ?? null);
  const [mine, decks, published] = await Promise.all([
    user ? getMyRegistration({ eventId: id, playerId: user.id }) : null,
    user ? listMyDecks({ userId: user.id, sort: "updated" }) : [],
    getPublishedLists({ eventId: id }),
  ]);
  const query = await searchParams;
  const withdrawClosed = query.withdraw === "closed";
  const registered = typeof query.registered === "string" ? query.registered : null;
  const active = mine && !mine.withdrawn ? mine : null;
  const initial: RegisterState = {
    source: decks.length ? "deck" : "list",
    deckId: initialDeckId(decks),
    text: "",
    deckName: "",
    submission: 0,
  };
  const deckOptions = decks.map((d) => ({ id: d.id, name: d.name, legal: d.legal }));
  const full = event.playerCap !== null && event.registered >= event.playerCap;

  return (
    <article className="event-page">
      <h1>{event.name}</h1>
      <EventSummary event={event} />
      {event.isOrganizer ? (
        <nav className="event-actions" aria-label="Organizer tools">
          <Link href={`/events/${id}/roster`}>Roster</Link>
          <Link href={`/events/${id}/sheets`}>Decklist sheets</Link>
          <a href={`/events/${id}/roster/csv`}>Roster as CSV</a>
          <Link href={`/events/${id}/edit`}>Edit or delete</Link>
        </nav>
      ) : null}
      {event.isOrganizer && event.registrationOpen ? (
        <form action={closeRegistrationAction} className="event-actions" id="close-registration">
          <input type="hidden" name="eventId" value={id} />
          <label className="inline">
            <input type="checkbox" name="confirm" value="yes" required /> Close registration now: no one can register,
            replace a list or withdraw after this.
          </label>
          <button type="submit">Close registration</button>
          {query.close === "confirm" ? (
            <p className="field-error" role="alert">
              Tick the box to confirm.
            </p>
          ) : null}
        </form>
      ) : null}

      <section className="event-panel" aria-labelledby="registration-title">
        <h2 id="registration-title">{active ? "Your registration" : "Register"}</h2>
        {registered && active ? (
          <p className="notice success" role="status" data-testid="registration-receipt">
            Registered: submission {registered} is locked. Keep its hash to compare at the table.
          </p>
        ) : null}
        {withdrawClosed ? (
          <p className="field-error" role="alert">
            Registration has closed: you can no longer withdraw.
          </p>
        ) : null}
        {active ? (
          <>
            <SnapshotVerdict snapshot={active.current} formatName={event.formatName} />
            <details>
              <summary>The cards you registered</summary>
              <SnapshotCards cards={active.current.cards} headingLevel={4} />
            </details>
            {active.earlier.length > 0 ? (
              <details>
                <summary>Earlier submissions ({active.earlier.length})</summary>
                <ul>
                  {active.earlier.map((s) => (
                    <li key={s.number}>
                      #{s.number} · {s.deckName} · {s.legal ? "legal" : "not legal"} · <Instant at={s.createdAt} /> ·{" "}
                      <code className="hash">{s.hash}</code>
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ) : null}
        {!user ? (
          <p>
            <Link href={signInPath(`/events/${id}`)}>Sign in to register</Link>
          </p>
        ) : !event.registrationOpen ? (
          <p role="status" data-testid="registration-closed">
            Registration closed on <Instant at={event.registrationClosesAt} />: lists can no longer be registered,
            replaced or withdrawn.
          </p>
        ) : active ? (
          <>
            <h3>Replace your list</h3>
            <p className="muted">
              Until the deadline you may register another list: it replaces this one (both are kept).
            </p>
            <RegistrationForm
              action={reregisterAction}
              initial={initial}
              eventId={id}
              decks={deckOptions}
              submitLabel="Replace my list"
            />
            <form action={withdrawAction} className="event-actions">
              <input type="hidden" name="eventId" value={id} />
              <button type="submit" className="danger">
                Withdraw from the event
              </button>
            </form>
          </>
        ) : full ? (
          <p role="status">The event is full.</p>
        ) : (
          <>
            {mine?.withdrawn ? <p className="muted">You withdrew; you may register again.</p> : null}
            <RegistrationForm
              action={registerAction}
              initial={initial}
              eventId={id}
              decks={deckOptions}
              submitLabel="Register"
            />
          </>
        )}
      </section>

      {published ? (
        <section aria-labelledby="lists-title">
          <h2 id="lists-title">Registered lists</h2>
          {published.length === 0 ? <p className="empty-state">Nobody registered.</p> : null}
          {published.map((list) => (
            <article
              key={list.snapshot.id}
              className="event-panel"
              aria-label={`${list.player}: ${list.snapshot.deckName}`}
            >
              <h3>
                {list.player}: {list.snapshot.deckName}
              </h3>
              <SnapshotVerdict snapshot={list.snapshot} formatName={event.formatName} />
              <SnapshotCards cards={list.snapshot.cards} headingLevel={4} />
            </article>
          ))}
        </section>
      ) : event.publishLists ? (
        <p className="muted">The registered lists will be published here after the event.</p>
      ) : null}
    </article>
  );
}
