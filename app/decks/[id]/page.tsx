import { PlayerLink } from "@/components/ui/PlayerLink";
import type { Metadata } from "next";
import Link from "next/link";
import { DeckDescription } from "@/components/deck/DeckDescription";
import { CopyDecklist } from "@/components/deck/CopyDecklist";
import { ConsideringList, DeckSections, DeckViewSwitch } from "@/components/deck/DeckSections";
import { BarChart } from "@/components/insight/BarChart";
import { DeckFaceGrid } from "@/components/deck/DeckFaceGrid";
import { VerdictPanel } from "@/components/deck/VerdictPanel";
import { DeckInsight } from "@/components/insight/DeckInsight";
import { MissingCards } from "@/components/collection/MissingCards";
import { ConfirmForm } from "@/components/ui/ConfirmForm";
import { cache } from "react";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getMissingForDeck } from "@/lib/collections/missing-for-deck";
import { KEEP_DELETED_DAYS } from "@/lib/decks/deleted-decks";
import { verdictOf } from "@/lib/decks/deck-lines";
import { deckViewOf } from "@/lib/decks/deck-view";
import { getDeckForViewer } from "@/lib/decks/get-deck";
import { frontImagesOf } from "@/lib/card-images/front-images";
import { exportDeckText } from "@/lib/decklists/export";
import { deckCostCurve } from "@/lib/insight/charts";
import { likedBy } from "@/lib/decks/like-deck";
import { favouritedBy } from "@/lib/decks/favourite-deck";
import { FavouriteButton } from "@/components/deck/FavouriteButton";
import { rulesDeckOf } from "@/lib/decks/rules-deck";
import { getFormat } from "@/lib/formats/formats";
import { orNotFound } from "@/lib/http/page-errors";
import { dealStateSchema } from "@/lib/insight/deal-schema";
import { pageMetadata } from "@/lib/metadata/page-metadata";
import { deckTargets } from "@/lib/rules/deck-targets";
import { addMissingToWantListAction } from "../../collection/actions";
import { deleteDeckAction, favouriteDeckAction, forkDeckAction, likeDeckAction } from "../actions";
import * as commentActions from "../comment-actions";
import { DeckComments } from "@/components/comments/DeckComments";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Metadata and the page read the deck once per request.
const loadDeck = cache((deckId: string, viewerId: string | null) => orNotFound(getDeckForViewer({ deckId, viewerId })));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const user = await getCurrentUser();
  const deck = await loadDeck((await params).id, user?.id ?? null);
  // Unlisted and private decks stay out of search engines.
  return pageMetadata({
    title: deck.name,
    description: deck.description.trim() || `A deck by ${deck.owner.handle} on Starport.`,
    path: `/decks/${deck.id}`,
    noindex: deck.visibility !== "PUBLIC",
  });
}

const VISIBILITY = { PRIVATE: "Private", UNLISTED: "Unlisted (link only)", PUBLIC: "Public" } as const;

export default async function DeckPage({ params, searchParams }: Props) {
  const { id } = await params;
  // A shared deal (?seed=&players=&draws=); an address without a valid one simply shows no deal yet.
  const query = await searchParams;
  const deal = dealStateSchema.safeParse(query);
  const view = deckViewOf(query);
  const user = await getCurrentUser();
  const deck = await loadDeck(id, user?.id ?? null);
  const [format, liked, favourited, missing] = await Promise.all([
    getFormat(deck.formatId),
    likedBy({ deckId: deck.id, userId: user?.id ?? null }),
    favouritedBy({ deckId: deck.id, userId: user?.id ?? null }),
    user ? getMissingForDeck({ deckId: deck.id, userId: user.id }) : null,
  ]);
  const verdict = verdictOf(deck.cards, format);
  const rulesDeck = rulesDeckOf(deck.cards);
  const costCurve = deckCostCurve(rulesDeck);
  const likes = `${deck.likes} like${deck.likes === 1 ? "" : "s"}`;
  return (
    <article className="deck-page">
      <header className="deck-head">
        <h1>{deck.name}</h1>
        <p className="muted">
          by <PlayerLink handle={deck.owner.handle} /> · {VISIBILITY[deck.visibility]} · version {deck.version}
          {deck.forkedFrom ? (
            <>
              {" "}
              · forked from <Link href={`/decks/${deck.forkedFrom.id}`}>{deck.forkedFrom.name}</Link>
            </>
          ) : deck.forkedFromUnnamed ? (
            " · forked from an unlisted deck"
          ) : null}
        </p>
        {/* A div: the like button is a form, which a paragraph cannot hold (the parser would close it: a hydration error). */}
        <div className="deck-social">
          {deck.visibility === "PRIVATE" ? null : deck.isOwner || !user ? (
            <span data-testid="deck-likes">{likes}</span>
          ) : (
            <form action={likeDeckAction} className="inline-form">
              <input type="hidden" name="deckId" value={deck.id} />
              <input type="hidden" name="liked" value={liked ? "false" : "true"} />
              <button type="submit" aria-pressed={liked}>
                {liked ? "Liked" : "Like"}
              </button>{" "}
              <span data-testid="deck-likes">{likes}</span>
            </form>
          )}
          {deck.visibility === "PUBLIC" ? (
            <FavouriteButton
              deckId={deck.id}
              count={deck.favourites}
              favourited={favourited}
              canFavourite={Boolean(user) && !deck.isOwner}
              action={favouriteDeckAction}
            />
          ) : null}
          {deck.forks ? <span className="muted"> · {deck.forks === 1 ? "1 fork" : `${deck.forks} forks`}</span> : null}
          {deck.visibility !== "PRIVATE" && !user ? (
            <>
              {" "}
              · <Link href={signInPath(`/decks/${deck.id}`)}>Sign in to like</Link>
            </>
          ) : null}
        </div>
      </header>
      <nav className="deck-actions" aria-label="Deck actions">
        <a href={`/decks/${deck.id}/export?format=text`} download>
          Export as text
        </a>
        <a href={`/decks/${deck.id}/export?format=json`} download>
          Export as JSON
        </a>
        <CopyDecklist href={`/decks/${deck.id}/export?format=text`} />
        <Link href={`/decks/${deck.id}/history`}>History</Link>
        <Link href={`/decks/compare?a=${deck.id}`}>Compare</Link>
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
          <ConfirmForm
            action={deleteDeckAction}
            fields={{ deckId: deck.id }}
            label="Delete"
            title={`Delete ‘${deck.name}’?`}
            confirmLabel="Delete deck"
            danger
          >
            <p>
              It leaves your decks and its link stops working. You can undo right after, or restore it from Recently
              deleted on your decks page for {KEEP_DELETED_DAYS} days.
            </p>
          </ConfirmForm>
        ) : null}
      </nav>
      <div className="deck-overview">
        <VerdictPanel
          verdict={verdict}
          cards={deck.cards.map((c) => c.card)}
          targets={deckTargets(format)}
          formatName={format.name}
          foldWarnings
        />
        <BarChart chart={costCurve} />
      </div>
      <DeckViewSwitch path={`/decks/${deck.id}`} view={view} />
      {view === "text" ? (
        <pre className="deck-text" aria-label="The deck as text">
          {exportDeckText(deck)}
        </pre>
      ) : view === "grid" ? (
        <DeckFaceGrid
          lines={deck.cards}
          targets={deckTargets(format)}
          images={await frontImagesOf({ cardIds: deck.cards.map((l) => l.card.id) })}
        />
      ) : (
        <DeckSections lines={deck.cards} targets={deckTargets(format)} view={view} />
      )}
      {deck.considering.length > 0 && view !== "text" ? <ConsideringList lines={deck.considering} /> : null}
      <DeckDescription markdown={deck.description} />
      {missing ? (
        <MissingCards missing={missing} addToWantList={addMissingToWantListAction.bind(null, deck.id)} />
      ) : (
        <p className="muted">
          <Link href={signInPath(`/decks/${deck.id}`)}>Sign in to compare with your collection</Link>
        </p>
      )}
      <DeckInsight deck={rulesDeck} deal={deal.success ? deal.data : null} />
      <DeckComments deckId={deck.id} viewerId={user?.id ?? null} page={query.comments} actions={commentActions} />
    </article>
  );
}
