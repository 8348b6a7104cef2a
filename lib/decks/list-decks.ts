// Deck lists: the user's own decks, and public decks for everyone.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MY_DECK_SORTS } from "./schemas";

const PUBLIC_PAGE_SIZE = 20;

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
export type ListedDeck = Omit<ListedRow, "cards"> & { cardCount: number };

const withCount = ({ cards, ...deck }: ListedRow): ListedDeck => ({ ...deck, cardCount: cards.reduce((n, c) => n + c.quantity, 0) });

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
  const card = options.cardSlug?.trim();
  const where: Prisma.DeckWhereInput = {
    visibility: "PUBLIC",
    ...(options.q?.trim() ? { name: { contains: options.q.trim(), mode: "insensitive" } } : {}),
    ...(card ? { cards: { some: { card: { OR: [{ slug: card }, { name: { equals: card, mode: "insensitive" } }] } } } } : {}),
  };
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
