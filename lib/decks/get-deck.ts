// A deck as a given viewer may see it: owners always, others only public or
// unlisted decks; a private deck of someone else does not exist for them.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { cardFieldsSelect, toCardFields, type CardFields } from "@/lib/cards/card-fields";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Who may view a deck, as a query condition: the same rule for viewing and forking. A deleted deck is nobody's to view. */
export function viewableBy(viewerId: string | null): Prisma.DeckWhereInput {
  const shared: Prisma.DeckWhereInput = { visibility: { in: ["PUBLIC", "UNLISTED"] } };
  return { deletedAt: null, ...(viewerId ? { OR: [{ ownerId: viewerId }, shared] } : shared) };
}

/** A deck's own fields, as every read of a whole deck takes them (this page's and the data export). */
export const deckFieldsSelect = {
  id: true,
  name: true,
  description: true,
  formatId: true,
  visibility: true,
  version: true,
  legal: true,
  forkedFromId: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.DeckSelect;

/** A deck with its cards and sideboard: the one select of reads that answer a whole deck. */
export const deckSelect = {
  ...deckFieldsSelect,
  ownerId: true,
  owner: { select: { handle: true } },
  format: { select: { name: true } },
  forkedFrom: { select: { id: true, ownerId: true, name: true, visibility: true, deletedAt: true } },
  _count: { select: { likes: true, favourites: true, forks: { where: { deletedAt: null } } } },
  cards: { select: { quantity: true, card: { select: cardFieldsSelect } }, orderBy: { card: { name: "asc" } } },
  considering: { select: { quantity: true, card: { select: cardFieldsSelect } }, orderBy: { card: { name: "asc" } } },
} satisfies Prisma.DeckSelect;
type DeckRow = Prisma.DeckGetPayload<{ select: typeof deckSelect }>;
export interface ViewedLine {
  quantity: number;
  card: CardFields;
}
/** `considering`: the sideboard, kept with the deck but outside it. */
export type ViewedDeck = Omit<DeckRow, "cards" | "considering" | "forkedFrom" | "_count"> & {
  cards: ViewedLine[];
  considering: ViewedLine[];
  isOwner: boolean;
  /** The deck this was forked from, when it is public or the viewer's own; null once deleted. */
  forkedFrom: { id: string; name: string; visibility: DeckRow["visibility"] } | null;
  /** Forked from a live unlisted or private deck that this viewer may not see named. */
  forkedFromUnnamed: boolean;
  likes: number;
  favourites: number;
  forks: number;
};

const viewedLine = (c: DeckRow["cards"][number]): ViewedLine => ({ quantity: c.quantity, card: toCardFields(c.card) });

export function toViewedDeck(deck: DeckRow, viewerId: string | null): ViewedDeck {
  const { _count, forkedFrom, ...rest } = deck;
  const original = forkedFrom && !forkedFrom.deletedAt ? forkedFrom : null;
  // An unlisted deck's address is its only protection: only its owner sees it named from a fork.
  const named = original && (original.visibility === "PUBLIC" || original.ownerId === viewerId) ? original : null;
  return {
    ...rest,
    cards: deck.cards.map(viewedLine),
    considering: deck.considering.map(viewedLine),
    isOwner: deck.ownerId === viewerId,
    forkedFrom: named ? { id: named.id, name: named.name, visibility: named.visibility } : null,
    forkedFromUnnamed: original !== null && named === null,
    likes: _count.likes,
    favourites: _count.favourites,
    forks: _count.forks,
  };
}

export async function getDeckForViewer({
  deckId,
  viewerId,
}: {
  deckId: string;
  viewerId: string | null;
}): Promise<ViewedDeck> {
  const deck = await prisma.deck.findFirst({ where: { id: deckId, ...viewableBy(viewerId) }, select: deckSelect });
  if (!deck) throw new AppError("NOT_FOUND", "No such deck.");
  return toViewedDeck(deck, viewerId);
}
