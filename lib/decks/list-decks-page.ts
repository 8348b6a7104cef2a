// Deck lists one page at a time, with filters, for the API: public decks for
// everyone, and a user's own decks. Deleted decks are never listed.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { filtersWhere, listSelect, withCount, type DeckFilters } from "./list-decks";

async function listPage(
  filters: Prisma.DeckWhereInput,
  orderBy: Prisma.DeckOrderByWithRelationInput[],
  { skip, take }: { skip: number; take: number },
) {
  const where: Prisma.DeckWhereInput = { AND: [{ deletedAt: null }, filters] };
  const [total, rows] = await Promise.all([
    prisma.deck.count({ where }),
    prisma.deck.findMany({ where, orderBy, skip, take, select: listSelect }),
  ]);
  return { total, items: rows.map(withCount) };
}

/** Public decks (never unlisted or private), newest first. */
export async function listPublicDecksPage(options: DeckFilters & { skip: number; take: number }) {
  return listPage(
    { AND: [{ visibility: "PUBLIC" }, ...filtersWhere(options)] },
    [{ createdAt: "desc" }, { id: "desc" }],
    options,
  );
}

/** The user's own decks of every visibility, last updated first. */
export async function listOwnDecksPage(options: { userId: string } & DeckFilters & { skip: number; take: number }) {
  return listPage(
    { AND: [{ ownerId: options.userId }, ...filtersWhere(options)] },
    [{ updatedAt: "desc" }, { id: "asc" }],
    options,
  );
}
