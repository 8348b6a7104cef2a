// Decks shaped for the API, public and the token owner's own.
import "server-only";
import { createDeckWithCards } from "@/lib/decks/create-deck-with-cards";
import { getDeckForViewer, type ViewedDeck } from "@/lib/decks/get-deck";
import { getOwnDeck } from "@/lib/decks/get-own-deck";
import { listOwnDecksPage, listPublicDecksPage } from "@/lib/decks/list-decks-page";
import type { DeckFilters, ListedDeck } from "@/lib/decks/list-decks";
import { saveDeck } from "@/lib/decks/save-deck";
import type { DeckCardInput } from "@/lib/decks/schemas";
import { pageWindow, toPage } from "./pagination";
import type { PaginationQuery } from "./schemas/common";
import type { ApiDeckDetail } from "./schemas/decks";

const deckUrl = (origin: string, id: string) => `${origin}/decks/${id}`;

function toSummary(deck: ListedDeck, origin: string) {
  return {
    id: deck.id,
    name: deck.name,
    format: { id: deck.formatId, name: deck.format.name },
    visibility: deck.visibility,
    legal: deck.legal,
    cardCount: deck.cardCount,
    owner: deck.owner.handle,
    createdAt: deck.createdAt.toISOString(),
    updatedAt: deck.updatedAt.toISOString(),
    url: deckUrl(origin, deck.id),
  };
}

function toDetail(deck: ViewedDeck, origin: string): ApiDeckDetail {
  return {
    ...toSummary({ ...deck, cardCount: deck.cards.reduce((n, c) => n + c.quantity, 0) }, origin),
    description: deck.description,
    version: deck.version,
    // Named only when public (or the viewer's own, which the public API never is).
    forkedFrom: deck.forkedFrom?.id ?? null,
    cards: deck.cards.map(({ quantity, card }) => ({
      slug: card.slug,
      name: card.name,
      type: card.type,
      setCode: card.setCode,
      quantity,
    })),
  };
}

export async function listApiPublicDecks({
  origin,
  page,
  filters,
}: {
  origin: string;
  page: PaginationQuery;
  filters: DeckFilters;
}) {
  const { total, items } = await listPublicDecksPage({ ...filters, ...pageWindow(page) });
  return toPage(
    items.map((d) => toSummary(d, origin)),
    total,
    page,
  );
}

export async function getApiPublicDeck({ deckId, origin }: { deckId: string; origin: string }) {
  return toDetail(await getDeckForViewer({ deckId, viewerId: null }), origin);
}

export async function listApiOwnDecks({
  userId,
  origin,
  page,
  filters,
}: {
  userId: string;
  origin: string;
  page: PaginationQuery;
  filters: DeckFilters;
}) {
  const { total, items } = await listOwnDecksPage({ userId, ...filters, ...pageWindow(page) });
  return toPage(
    items.map((d) => toSummary(d, origin)),
    total,
    page,
  );
}

export async function getApiOwnDeck({ deckId, userId, origin }: { deckId: string; userId: string; origin: string }) {
  return toDetail(await getOwnDeck({ deckId, userId }), origin);
}

export async function createApiDeck(options: {
  userId: string;
  origin: string;
  name: string;
  formatId: string;
  description?: string;
  visibility?: ViewedDeck["visibility"];
  cards: DeckCardInput[];
}) {
  const { id } = await createDeckWithCards(options);
  return getApiOwnDeck({ deckId: id, userId: options.userId, origin: options.origin });
}

export async function updateApiDeck(
  options: { userId: string; deckId: string; origin: string } & Omit<
    Parameters<typeof saveDeck>[0],
    "userId" | "deckId"
  >,
) {
  const { origin, ...save } = options;
  await saveDeck(save);
  return getApiOwnDeck({ deckId: options.deckId, userId: options.userId, origin });
}
