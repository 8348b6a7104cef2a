// Deck lists: the user's own decks, and public decks for everyone.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MY_DECK_SORTS } from "./schemas";

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
  owner: { select: { name: true } },
  cards: { select: { quantity: true } },
} satisfies Prisma.DeckSelect;
type ListedRow = Prisma.DeckGetPayload<{ select: typeof listSelect }>;
export type ListedDeck = Omit<ListedRow, "cards"> & { cardCount: number };

export const withCount = ({ cards, ...deck }: ListedRow): ListedDeck => ({ ...deck, cardCount: cards.reduce((n, c) => n + c.quantity, 0) });

/** A card named by slug or exact name (any case). */
const cardNamed = (card: string): Prisma.CardWhereInput => ({ OR: [{ slug: card }, { name: { equals: card, mode: "insensitive" } }] });

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
    where: { ownerId: options.userId, formatId: options.formatId, legal: options.legal },
    orderBy: ORDER[options.sort ?? "updated"],
    select: listSelect,
  });
  return rows.map(withCount);
}

/** Public decks, newest first; `q` matches the name, `cardSlug` keeps decks holding that card (by slug or exact name). */
export async function listPublicDecks(options: { q?: string; cardSlug?: string; page?: number }) {
  const page = Math.max(1, options.page ?? 1);
  const where: Prisma.DeckWhereInput = { AND: [{ visibility: "PUBLIC" }, ...filtersWhere({ q: options.q, card: options.cardSlug?.trim() })] };
  const [total, rows] = await Promise.all([
    prisma.deck.count({ where }),
    prisma.deck.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * PUBLIC_PAGE_SIZE,
      take: PUBLIC_PAGE_SIZE,
      select: listSelect,
    }),
  ]);
  return { items: rows.map(withCount), total, page, pageCount: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)) };
}
