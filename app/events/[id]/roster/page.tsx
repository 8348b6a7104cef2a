import type { Metadata } from "next";
import Link from "next/link";
import { RosterFilters } from "@/components/event/RosterFilters";
import { RosterTable } from "@/components/event/RosterTable";
import { Pagination } from "@/components/ui/Pagination";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { getRoster, ROSTER_PAGE_SIZE } from "@/lib/events/roster";
import { rosterQuerySchema } from "@/lib/events/schemas";
import { orNotFound } from "@/lib/http/page-errors";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Roster", robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RosterPage({ params, searchParams }: Props) {
  const { id } = await params;
  const user = await requireSignedIn(`/events/${id}/roster`);
  const query = rosterQuerySchema.parse(await searchParams);
  const roster = await orNotFound(getRoster({ eventId: id, organizerId: user.id, query }));
  const { counts } = roster;
  const filtered = query.verdict !== "all" || query.q !== "";
  const pageHref = (page: number) =>
    `/events/${id}/roster?${new URLSearchParams({ sort: query.sort, verdict: query.verdict, q: query.q, page: String(page) })}`;
  return (
    <div className="event-page">
      <p className="breadcrumb">
        <Link href={`/events/${id}`}>{roster.event.name}</Link>
      </p>
      <h1>Roster</h1>
      <p data-testid="roster-counts">
        {counts.registered} registered: {counts.legal} legal, {counts.illegal} not legal
        {counts.withdrawn ? `; ${counts.withdrawn} withdrew` : ""}.
      </p>
      <nav className="event-actions" aria-label="Roster tools">
        <a href={`/events/${id}/roster/csv?sort=${query.sort}`} download>
          Download CSV
        </a>
        <Link href={`/events/${id}/sheets`}>Decklist sheets (print or PDF)</Link>
      </nav>
      <RosterFilters query={query} />
      {roster.entries.length === 0 ? (
        <p className="empty-state">{filtered ? "No registration matches this view." : "Nobody has registered yet."}</p>
      ) : (
        <RosterTable
          eventId={id}
          entries={roster.entries}
          caption={`Players ${(roster.page - 1) * ROSTER_PAGE_SIZE + 1}–${(roster.page - 1) * ROSTER_PAGE_SIZE + roster.entries.length} of ${roster.total}`}
        />
      )}
      <Pagination page={roster.page} pageCount={roster.pageCount} href={pageHref} />
    </div>
  );
}
