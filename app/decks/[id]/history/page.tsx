import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { MAX_INT_COLUMN } from "@/lib/database/int-column";
import { DeckDiffView } from "@/components/insight/DeckDiffView";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getDeckForViewer } from "@/lib/decks/get-deck";
import { getForkSource } from "@/lib/decks/get-fork-source";
import { getVersionSnapshots } from "@/lib/decks/get-version-snapshots";
import { listDeckVersions } from "@/lib/decks/list-deck-versions";
import { currentEntries } from "@/lib/decks/snapshot";
import { orNotFound } from "@/lib/http/page-errors";
import { diffDecks } from "@/lib/insight/deck-diff";
import { restoreVersionAction } from "./actions";
import { TableScroll } from "@/components/ui/TableScroll";
import { Instant } from "@/components/ui/Instant";

export const metadata: Metadata = { title: "Deck history", robots: { index: false } };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const versionParam = z.coerce.number().int().min(1).max(MAX_INT_COLUMN).optional().catch(undefined);
const querySchema = z.object({
  from: versionParam,
  to: versionParam,
  restored: versionParam,
  conflict: versionParam,
  failed: versionParam,
});

function Notice({ query }: { query: z.infer<typeof querySchema> }) {
  if (query.restored)
    return (
      <p role="status" className="notice success">
        Version {query.restored} restored as a new save.
      </p>
    );
  if (query.conflict) {
    return (
      <p role="alert" className="notice">
        Version {query.conflict} was not restored: the deck was saved elsewhere since this page was opened. Here is its
        history as it is now.
      </p>
    );
  }
  if (query.failed)
    return (
      <p role="alert" className="notice">
        Version {query.failed} cannot be restored: it names cards no longer in the catalogue.
      </p>
    );
  return null;
}

function VersionSelect(props: {
  id: string;
  name: string;
  label: string;
  versions: { version: number; name: string }[];
  value: number;
}) {
  return (
    <div className="insight-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.value}>
        {props.versions.map((v) => (
          <option key={v.version} value={v.version}>
            {v.version} · {v.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export default async function DeckHistoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = querySchema.parse(await searchParams);
  const user = await getCurrentUser();
  const viewerId = user?.id ?? null;
  const deck = await orNotFound(getDeckForViewer({ deckId: id, viewerId }));
  const [versions, forkSource] = await Promise.all([
    listDeckVersions({ deckId: id, viewerId }),
    getForkSource({ deckId: id, viewerId }),
  ]);
  const numbers = new Set(versions.map((v) => v.version));
  // A deck of one version has nothing to compare, nor to restore (the current version never is).
  const severalVersions = versions.length > 1;
  const restorable = deck.isOwner && severalVersions;
  // By default: the newest save against the one before it.
  const to = query.to && numbers.has(query.to) ? query.to : deck.version;
  const from = query.from && numbers.has(query.from) ? query.from : Math.max(1, to - 1);
  const [before, after] = severalVersions
    ? await getVersionSnapshots({ deckId: id, viewerId, versions: [from, to] })
    : [null, null];

  return (
    <article className="deck-history">
      <h1>History of {deck.name}</h1>
      <p>
        <Link href={`/decks/${deck.id}`}>Back to the deck</Link>
      </p>
      <Notice query={query} />
      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading">Saved versions</h2>
        <TableScroll label={"Saved versions"}>
          <table className="data-table history-versions">
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Saved</th>
                <th scope="col">Name</th>
                {restorable ? <th scope="col">Restore</th> : null}
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.version}>
                  <td>{v.version === deck.version ? `${v.version} (current)` : v.version}</td>
                  <td>
                    <Instant at={v.createdAt} />
                  </td>
                  <td>{v.name}</td>
                  {restorable ? (
                    <td>
                      {v.version === deck.version ? null : (
                        <form action={restoreVersionAction}>
                          <input type="hidden" name="deckId" value={deck.id} />
                          <input type="hidden" name="version" value={v.version} />
                          <input type="hidden" name="fromVersion" value={deck.version} />
                          <button type="submit">Restore version {v.version}</button>
                        </form>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <section aria-labelledby="diff-heading">
        <h2 id="diff-heading">Compare two versions</h2>
        {!severalVersions ? (
          <p className="muted">One version so far. Each save adds one, and any two can be compared here.</p>
        ) : (
          <>
            <form method="get" className="insight-controls">
              <VersionSelect id="diff-from" name="from" label="From version" versions={versions} value={from} />
              <VersionSelect id="diff-to" name="to" label="To version" versions={versions} value={to} />
              <button type="submit">Show changes</button>
            </form>
            {before && after ? (
              <>
                <h3>
                  Version {from} → version {to}
                </h3>
                {[...before.missing, ...after.missing].length > 0 ? (
                  <p className="muted">
                    Cards no longer in the catalogue are left out:{" "}
                    {[...new Set([...before.missing, ...after.missing])].join(", ")}.
                  </p>
                ) : null}
                <DeckDiffView
                  diff={diffDecks({ before: before.entries, after: after.entries })}
                  label={`version ${from} and version ${to}`}
                />
              </>
            ) : (
              <p className="muted">Pick two saved versions.</p>
            )}
          </>
        )}
      </section>
      {forkSource ? (
        <section aria-labelledby="fork-heading">
          <h2 id="fork-heading">Against the deck it was forked from</h2>
          <p>
            Forked from <Link href={`/decks/${forkSource.id}`}>{forkSource.name}</Link>, as it is now.
          </p>
          <DeckDiffView
            diff={diffDecks({ before: forkSource.entries, after: currentEntries(deck) })}
            label={`${forkSource.name} and this deck`}
          />
        </section>
      ) : null}
    </article>
  );
}
