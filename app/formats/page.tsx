import type { Metadata } from "next";
import Link from "next/link";
import { formatIsoDate } from "@/lib/rules/dates";
import { listFormatSummaries } from "@/lib/formats/formats";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Formats",
  description:
    "The deck construction formats Starport checks decks against, their current lists and rules, and how they changed over time.",
};

export default async function FormatsPage() {
  const formats = await listFormatSummaries();
  return (
    <div className="formats-page">
      <h1>Formats</h1>
      <p>
        A format is a set of deck construction rules. Formats change over time through dated revisions: a deck is judged
        by the revision in force on the day that matters (today, or an event&apos;s day). See{" "}
        <Link href="/rules#Formats">Formats in the rules reference</Link>.
      </p>
      {formats.length === 0 ? <p className="empty-state">No format is loaded.</p> : null}
      <ul className="format-list">
        {formats.map((f) => (
          <li key={f.id}>
            <h2>
              <Link href={`/formats/${f.id}`}>{f.name}</Link>
            </h2>
            <p>{f.description}</p>
            <p className="muted">
              {f.currentSince ? `Current revision since ${formatIsoDate(f.currentSince)}` : "Not in force yet"} ·{" "}
              {f.revisionCount} revision
              {f.revisionCount === 1 ? "" : "s"}
              {f.nextOn ? ` · next revision takes effect on ${formatIsoDate(f.nextOn)}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
