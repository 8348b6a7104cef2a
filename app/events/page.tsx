import type { Metadata } from "next";
import Link from "next/link";
import { EventList } from "@/components/event/EventList";
import { Pagination } from "@/components/ui/Pagination";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listEvents } from "@/lib/events/list-events";
import { eventListQuerySchema } from "@/lib/events/schemas";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Events",
  description:
    "Upcoming and past Traveller CCG events: register a deck, see the format, and after the event the published lists.",
};

export default async function EventsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = eventListQuerySchema.parse(await searchParams);
  const [user, upcoming, past] = await Promise.all([
    getCurrentUser(),
    listEvents({ when: "upcoming", page: query.upcoming }),
    listEvents({ when: "past", page: query.past }),
  ]);
  const href = (key: "upcoming" | "past") => (page: number) => {
    const pages = { ...query, [key]: page };
    return `/events?upcoming=${pages.upcoming}&past=${pages.past}`;
  };
  return (
    <div className="events-page">
      <h1>Events</h1>
      <p className="event-actions">
        {user ? (
          <>
            <Link href="/events/new" className="button">
              Create an event
            </Link>
            <Link href="/events/mine">My registrations and events</Link>
          </>
        ) : (
          <Link href="/signin?callbackUrl=%2Fevents%2Fnew">Sign in to create an event or register</Link>
        )}
      </p>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming</h2>
        <EventList events={upcoming.items} empty="No listed event is coming up." />
        <Pagination page={upcoming.page} pageCount={upcoming.pageCount} href={href("upcoming")} />
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title">Past</h2>
        <EventList events={past.items} empty="No listed event has taken place yet." />
        <Pagination page={past.page} pageCount={past.pageCount} href={href("past")} />
      </section>
    </div>
  );
}
