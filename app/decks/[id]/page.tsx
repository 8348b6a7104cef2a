import type { Metadata } from "next";
import Link from "next/link";
import { DeckDescription } from "@/components/deck/DeckDescription";
import { DeckSections } from "@/components/deck/DeckSections";
import { LegalityBadge } from "@/components/deck/LegalityBadge";
import { cache } from "react";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getDeckForViewer } from "@/lib/decks/get-deck";
import { getFormat } from "@/lib/formats/formats";
import { orNotFound } from "@/lib/http/page-errors";
import { pageMetadata } from "@/lib/metadata/page-metadata";
import { deckTargets } from "@/lib/rules/deck-targets";
import { deleteDeckAction, forkDeckAction } from "../actions";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

// Metadata and the page read the deck once per request.
const loadDeck = cache((deckId: string, viewerId: string | null) => orNotFound(getDeckForViewer({ deckId, viewerId })));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const user = await getCurrentUser();
  const deck = await loadDeck((await params).id, user?.id ?? null);
  // Unlisted and private decks stay out of search engines.
  return pageMetadata({
    title: deck.name,
    description: deck.description.trim() || `A deck by ${deck.owner.name ?? "a player"} on Starport.`,
    path: `/decks/${deck.id}`,
    noindex: deck.visibility !== "PUBLIC",
  });
}

const VISIBILITY = { PRIVATE: "Private", UNLISTED: "Unlisted (link only)", PUBLIC: "Public" } as const;

export default async function DeckPage({ params }: Props) {
  const { id } = await params;
  const user = await getCurrentUser();
  const deck = await loadDeck(id, user?.id ?? null);
  const format = await getFormat(deck.formatId);
  return (
    <article className="deck-page">
      <header className="deck-head">
        <h1>{deck.name}</h1>
        <p className="muted">
          by {deck.owner.name ?? "a player"} · {VISIBILITY[deck.visibility]} · version {deck.version}
          {deck.forkedFrom && deck.forkedFrom.visibility !== "PRIVATE" ? (
            <>
              {" "}
              · forked from <Link href={`/decks/${deck.forkedFrom.id}`}>{deck.forkedFrom.name}</Link>
            </>
          ) : null}
        </p>
        <LegalityBadge legal={deck.legal} formatName={deck.format.name} />
      </header>
      <nav className="deck-actions" aria-label="Deck actions">
        <a href={`/decks/${deck.id}/export?format=text`}>Export as text</a>
        <a href={`/decks/${deck.id}/export?format=json`}>Export as JSON</a>
        {deck.isOwner ? <Link href={`/decks/${deck.id}/edit`}>Edit</Link> : null}
        {user ? (
          <form action={forkDeckAction}>
            <input type="hidden" name="deckId" value={deck.id} />
            <button type="submit">Fork</button>
          </form>
        ) : (
          <Link href={signInPath(`/decks/${deck.id}`)}>Sign in to fork</Link>
        )}
        {deck.isOwner ? (
          <form action={deleteDeckAction}>
            <input type="hidden" name="deckId" value={deck.id} />
            <button type="submit" className="danger">
              Delete
            </button>
          </form>
        ) : null}
      </nav>
      <DeckDescription markdown={deck.description} />
      <DeckSections lines={deck.cards} targets={deckTargets(format)} />
    </article>
  );
}
