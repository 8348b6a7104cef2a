import type { Metadata } from "next";
import Link from "next/link";
import { DecklistSheet } from "@/components/event/DecklistSheet";
import { PrintButton } from "@/components/event/PrintButton";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { getDecklistSheets } from "@/lib/events/decklist-sheets";
import { orNotFound } from "@/lib/http/page-errors";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Decklist sheet", robots: { index: false } };

type Props = { params: Promise<{ id: string; registrationId: string }> };

export default async function SheetPage({ params }: Props) {
  const { id, registrationId } = await params;
  const user = await requireSignedIn(`/events/${id}/registrations/${registrationId}/sheet`);
  const { event, sheets } = await orNotFound(getDecklistSheets({ eventId: id, organizerId: user.id, registrationId }));
  return (
    <div className="sheets-page">
      <div className="no-print">
        <p className="breadcrumb">
          <Link href={`/events/${id}/registrations/${registrationId}`}>Back to the registration</Link>
        </p>
        <PrintButton />
      </div>
      {sheets.map((entry) => (
        <DecklistSheet key={entry.registrationId} event={event} entry={entry} />
      ))}
    </div>
  );
}
