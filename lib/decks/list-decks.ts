// Deck lists: the user's own decks, their recently deleted ones, and public
// decks for everyone. Deleted decks are left out in each query.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { keptUntil, restorableBy } from "./deleted-decks";
import type { MY_DECK_SORTS, PUBLIC_DECK_SORTS } from "./schemas";

const PUBLIC_PAGE_SIZE = 20;

export const listSelect = {
  id: true,
  name: true,
  formatId: true,
  visibility: true,
  legal: true,
  createdAt: true,
  updatedAt: true,
  format: { select: { name: true } },
  owner: { select: { handle: true } },
  cards: { select: { quantity: true } },
  _count: { select: { likes: true, favourites: true, forks: { where: { deletedAt: null } } } },
} satisfies Prisma.DeckSelect;
type ListedRow = Prisma.DeckGetPayload<{ select: typeof listSelect }>;
export type ListedDeck = Omit<ListedRow, "cards" | "_count"> & {
  cardCount: number;
  likes: number;
  favourites: number;
  forks: number;
};

export const withCount = ({ cards, _count, ...deck }: ListedRow): ListedDeck => ({
  ...deck,
  cardCount: cards.reduce((n, c) => n + c.quantity, 0),
  likes: _count.likes,
  favourites: _count.favourites,
  forks: _count.forks,
});

/** A card named by slug or exact name (any case). */
const cardNamed = (card: string): Prisma.CardWhereInput => ({
  OR: [{ slug: card }, { name: { equals: card, mode: "insensitive" } }],
});

export interface DeckFilters {
  /** Words in the deck's name. */
  q?: string;
  /** Decks holding this card (slug or exact name). */
  card?: string;
  /** Decks whose ship is this card (slug or exact name). */
  ship?: string;
  formatId?: string;
  legal?: boolean;
}

export function filtersWhere(filters: DeckFilters): Prisma.DeckWhereInput[] {
  const where: Prisma.DeckWhereInput[] = [];
  if (filters.q?.trim()) where.push({ name: { contains: filters.q.trim(), mode: "insensitive" } });
  if (filters.card) where.push({ cards: { some: { card: cardNamed(filters.card) } } });
  if (filters.ship) where.push({ cards: { some: { card: { AND: [{ type: "SHIP" }, cardNamed(filters.ship)] } } } });
  if (filters.formatId) where.push({ formatId: filters.formatId });
  if (filters.legal !== undefined) where.push({ legal: filters.legal });
  return where;
}

const ORDER: Record<(typeof MY_DECK_SORTS)[number], Prisma.DeckOrderByWithRelationInput[]> = {
  updated: [{ updatedAt: "desc" }, { id: "asc" }],
  created: [{ createdAt: "desc" }, { id: "asc" }],
  name: [{ name: "asc" }, { id: "asc" }],
};

export async function listMyDecks(options: {
  userId: string;
  sort?: (typeof MY_DECK_SORTS)[number];
  formatId?: string;
  legal?: boolean;
}): Promise<ListedDeck[]> {
  const rows = await prisma.deck.findMany({
    where: { ownerId: options.userId, deletedAt: null, formatId: options.formatId, legal: options.legal },
    orderBy: ORDER[options.sort ?? "updated"],
    select: listSelect,
  });
  return rows.map(withCount);
}

export interface DeletedDeck {
  id: string;
  name: string;
  deletedAt: Date;
  /** When it goes for good. */
  keptUntil: Date;
}

/** The user's deleted decks that can still be restored, most recently deleted first. */
export async function listDeletedDecks({ userId }: { userId: string }): Promise<DeletedDeck[]> {
  const rows = await prisma.deck.findMany({
    where: restorableBy(userId),
    orderBy: [{ deletedAt: "desc" }, { id: "asc" }],
    select: { id: true, name: true, deletedAt: true },
  });
  return rows.map((r) => ({ id: r.id, name: r.name, deletedAt: r.deletedAt!, keptUntil: keptUntil(r.deletedAt!) }));
}

const PUBLIC_ORDER: Record<(typeof PUBLIC_DECK_SORTS)[number], Prisma.DeckOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  liked: [{ likes: { _count: "desc" } }, { createdAt: "desc" }, { id: "desc" }],
  forked: [{ forks: { _count: "desc" } }, { createdAt: "desc" }, { id: "desc" }],
};

export interface PublicDeckQuery {
  /** Matches the deck's name. */
  q?: string;
  /** Keeps decks holding this card (by slug or exact name). */
  cardSlug?: string;
  /** Keeps decks built around this ship (by slug). */
  shipSlug?: string;
  formatId?: string;
  legal?: boolean;
  /** Empty decks and decks not yet at their format's sizes are left out unless this is true. */
  includeUnfinished?: boolean;
  sort?: (typeof PUBLIC_DECK_SORTS)[number];
  page?: number;
  /** A further condition, such as the decks one player can build (a per-player list: never through the cache). */
  where?: Prisma.DeckWhereInput;
}

/** Public decks, newest first unless sorted by likes or forks. */
export async function listPublicDecks(options: PublicDeckQuery) {
  const page = Math.max(1, options.page ?? 1);
  const where: Prisma.DeckWhereInput = {
    AND: [
      { visibility: "PUBLIC", deletedAt: null },
      ...(options.includeUnfinished ? [] : [{ complete: true }]),
      ...filtersWhere({
        q: options.q,
        card: options.cardSlug?.trim(),
        ship: options.shipSlug?.trim(),
        formatId: options.formatId,
        legal: options.legal,
      }),
      ...(options.where ? [options.where] : []),
    ],
  };
  const [total, rows] = await Promise.all([
    prisma.deck.count({ where }),
    prisma.deck.findMany({
      where,
      orderBy: PUBLIC_ORDER[options.sort ?? "newest"],
      skip: (page - 1) * PUBLIC_PAGE_SIZE,
      take: PUBLIC_PAGE_SIZE,
      select: listSelect,
    }),
  ]);
  return { items: rows.map(withCount), total, page, pageCount: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)) };
}
