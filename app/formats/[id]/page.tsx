import type { Metadata } from "next";
import Link from "next/link";
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import { FormatRevisionView } from "@/components/format/FormatRevisionView";
import { RevisionChangesView } from "@/components/format/RevisionChangesView";
import { listSets } from "@/lib/cards/queries";
import { formatIsoDate } from "@/lib/rules/dates";
import { getFormatHistory } from "@/lib/formats/formats";
import { findListedCards } from "@/lib/formats/listed-cards";
import { revisionChanges } from "@/lib/formats/revisions";
import { orNotFound } from "@/lib/http/page-errors";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

const loadFormat = cache((formatId: string) => orNotFound(getFormatHistory({ formatId })));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const format = await loadFormat((await params).id);
  return { title: `${format.name} format`, description: format.description };
}

export default async function FormatPage({ params }: Props) {
  const { id } = await params;
  const format = await loadFormat(id);
  // One address per format: /formats/Standard answers from /formats/standard.
  if (format.id !== id) permanentRedirect(`/formats/${format.id}`);
  const [sets, cards] = await Promise.all([
    listSets(),
    findListedCards(format.revisions.flatMap((r) => [...r.banned, ...r.restricted])),
  ]);
  const setNames = new Map(sets.map((s) => [s.code, s.name]));
  const newestFirst = format.revisions
    .map((revision, i) => ({ revision, previous: format.revisions[i - 1] }))
    .reverse();
  return (
    <div className="formats-page">
      <p className="breadcrumb">
        <Link href="/formats">Formats</Link>
      </p>
      <h1>{format.name}</h1>
      <p>{format.description}</p>
      <section aria-labelledby="current-title">
        <h2 id="current-title">
          {format.current ? `In force since ${formatIsoDate(format.current.effective)}` : "Not in force yet"}
        </h2>
        {format.current ? (
          <>
            <p>{format.current.summary}</p>
            <FormatRevisionView revision={format.current} sets={setNames} cards={cards} />
          </>
        ) : null}
        <p>
          <Link href="/check">Check a deck against {format.name}</Link>
        </p>
      </section>
      <section aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        <ol className="format-history" reversed>
          {newestFirst.map(({ revision, previous }) => (
            <li key={revision.effective} className="revision" aria-labelledby={`revision-${revision.effective}`}>
              <h3 id={`revision-${revision.effective}`}>
                {formatIsoDate(revision.effective)}
                {revision === format.current
                  ? " (current)"
                  : revision.effective > (format.current?.effective ?? "")
                    ? " (upcoming)"
                    : ""}
              </h3>
              <p>{revision.summary}</p>
              {previous ? (
                <RevisionChangesView changes={revisionChanges(previous, revision)} cards={cards} />
              ) : (
                <p className="muted">The first revision.</p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
