// Deck lists one page at a time, with filters, for the API: public decks for
// everyone, and a user's own decks.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

const listSelect = {
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
export type DeckListItem = Omit<ListedRow, "cards"> & { cardCount: number };

const withCount = ({ cards, ...deck }: ListedRow): DeckListItem => ({ ...deck, cardCount: cards.reduce((n, c) => n + c.quantity, 0) });

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

function filtersWhere(filters: DeckFilters): Prisma.DeckWhereInput[] {
  const where: Prisma.DeckWhereInput[] = [];
  if (filters.q?.trim()) where.push({ name: { contains: filters.q.trim(), mode: "insensitive" } });
  if (filters.card) where.push({ cards: { some: { card: cardNamed(filters.card) } } });
  if (filters.ship) where.push({ cards: { some: { card: { AND: [{ type: "SHIP" }, cardNamed(filters.ship)] } } } });
  if (filters.formatId) where.push({ formatId: filters.formatId });
  if (filters.legal !== undefined) where.push({ legal: filters.legal });
  return where;
}

async function listPage(where: Prisma.DeckWhereInput, orderBy: Prisma.DeckOrderByWithRelationInput[], { skip, take }: { skip: number; take: number }) {
  const [total, rows] = await Promise.all([prisma.deck.count({ where }), prisma.deck.findMany({ where, orderBy, skip, take, select: listSelect })]);
  return { total, items: rows.map(withCount) };
}

/** Public decks (never unlisted or private), newest first. */
export async function listPublicDecksPage(options: DeckFilters & { skip: number; take: number }) {
  return listPage({ AND: [{ visibility: "PUBLIC" }, ...filtersWhere(options)] }, [{ createdAt: "desc" }, { id: "desc" }], options);
}

/** The user's own decks of every visibility, last updated first. */
export async function listOwnDecksPage(options: { userId: string } & DeckFilters & { skip: number; take: number }) {
  return listPage({ AND: [{ ownerId: options.userId }, ...filtersWhere(options)] }, [{ updatedAt: "desc" }, { id: "asc" }], options);
}
