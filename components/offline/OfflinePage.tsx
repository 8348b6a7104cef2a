"use client";
// What /offline shows in place of a page that needs the server (the service worker sends a navigation here when
// it gets no answer): that page, to try again, and what works without a connection, with the decks kept in this
// browser. The page is the same for everyone; the decks are read here, from IndexedDB.
import { useEffect, useState } from "react";
import { listKeptDecks, readLastPlayer } from "@/lib/offline/deck-store";

interface KeptName {
  deckId: string;
  name: string;
}

async function keptDecks(): Promise<KeptName[]> {
  const player = await readLastPlayer();
  if (!player) return [];
  const decks = await listKeptDecks<{ fields: { name: string } }>({ userId: player.userId });
  return decks
    .map((d) => ({ deckId: d.deckId, name: (d.draft ?? d.saved).fields.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The page the player asked for: a path on this site only. */
function askedFor(): string | null {
  const from = new URLSearchParams(window.location.search).get("from");
  return from && from.startsWith("/") && !from.startsWith("//") ? from : null;
}

export function OfflinePage() {
  const [{ from, decks }, setShown] = useState<{ from: string | null; decks: KeptName[] }>({ from: null, decks: [] });
  useEffect(() => {
    keptDecks()
      .catch(() => [])
      .then((kept) => setShown({ from: askedFor(), decks: kept }));
  }, []);
  return (
    <div className="offline-page">
      <h1>This page needs the server</h1>
      <p>
        The site cannot reach its server just now: no network, or the server is not answering.{" "}
        {from ? <a href={from}>Try again</a> : null}
      </p>
      <h2>Without a connection</h2>
      <ul>
        <li>
          <a href="/check">Check a deck</a>: paste a list and get the full verdict.
        </li>
        <li>Card, set and rules pages you have opened before open as you last saw them.</li>
        {decks.length > 0 ? (
          <li>
            Your decks kept in this browser, to edit (changes are saved when the connection returns):
            <ul data-testid="kept-decks">
              {decks.map((d) => (
                <li key={d.deckId}>
                  <a href={`/offline/builder?deck=${encodeURIComponent(d.deckId)}`}>{d.name}</a>
                </li>
              ))}
            </ul>
            <a href="/offline/builder?new">New deck</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
