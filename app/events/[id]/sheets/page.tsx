import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { DecklistSheet } from "@/components/event/DecklistSheet";
import { PrintButton } from "@/components/event/PrintButton";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { getDecklistSheets } from "@/lib/events/decklist-sheets";
import { orNotFound } from "@/lib/http/page-errors";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

// Metadata and the page read the sheets once per request.
const loadSheets = cache(async (eventId: string) => {
  const user = await requireSignedIn(`/events/${eventId}/sheets`);
  return orNotFound(getDecklistSheets({ eventId, organizerId: user.id }));
});

/** The browser names a saved PDF after the page's title. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { event } = await loadSheets((await params).id);
  return { title: `Decklist sheets – ${event.name}`, robots: { index: false } };
}

export default async function SheetsPage({ params }: Props) {
  const { id } = await params;
  const { event, sheets } = await loadSheets(id);
  return (
    <div className="sheets-page">
      <div className="no-print">
        <p className="breadcrumb">
          <Link href={`/events/${id}`}>{event.name}</Link> · <Link href={`/events/${id}/roster`}>Roster</Link>
        </p>
        <h1>Decklist sheets</h1>
        <p>
          One sheet per player, one per printed page. {sheets.length} sheet{sheets.length === 1 ? "" : "s"}.
        </p>
        <PrintButton />
      </div>
      {sheets.length === 0 ? <p className="empty-state">Nobody has registered yet.</p> : null}
      {sheets.map((entry) => (
        <DecklistSheet key={entry.registrationId} event={event} entry={entry} />
      ))}
    </div>
  );
}
