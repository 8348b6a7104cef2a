// The cards of the /collection page with the player's counts, filtered by
// set, type and owned/missing/wanted, a page of PAGE_SIZE at a time.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CardType } from "@/lib/cards/vocabulary";
import type { CollectionRow } from "./export-format";
import { collectionFiltersSchema, type CollectionFilters } from "./schemas";

export const PAGE_SIZE = 100;

export interface CollectionListing {
  rows: (CollectionRow & { id: number; type: CardType })[];
  /** Cards matching the filters, on every page. */
  total: number;
  /** The page shown: the one asked for, or the last when it asked past it. */
  page: number;
  pageCount: number;
}

export async function listCollection(options: {
  userId: string;
  filters: Partial<CollectionFilters>;
}): Promise<CollectionListing> {
  const { set, type, show, page: asked } = collectionFiltersSchema.parse(options.filters);
  const userId = options.userId;
  const counted: Record<CollectionFilters["show"], Prisma.CardWhereInput> = {
    // A retired card (issue 38) is listed only where the player has it.
    all: { OR: [{ retiredAt: null }, { collectionEntries: { some: { userId } } }] },
    owned: { collectionEntries: { some: { userId, owned: { gt: 0 } } } },
    missing: { retiredAt: null, collectionEntries: { none: { userId, owned: { gt: 0 } } } },
    wanted: { collectionEntries: { some: { userId, wanted: { gt: 0 } } } },
  };
  const where = { ...(set ? { setCode: set } : {}), ...(type ? { type } : {}), ...counted[show] };
  const total = await prisma.card.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(asked, pageCount);
  const cards = await prisma.card.findMany({
    where,
    select: {
      id: true,
      slug: true,
      name: true,
      setCode: true,
      number: true,
      type: true,
      collectionEntries: { where: { userId }, select: { owned: true, wanted: true } },
    },
    orderBy: [{ set: { position: "asc" } }, { number: "asc" }, { id: "asc" }],
    skip: (page - 1) * PAGE_SIZE,
    take: PAGE_SIZE,
  });
  const rows = cards.map(({ collectionEntries, ...card }) => ({
    ...card,
    owned: collectionEntries[0]?.owned ?? 0,
    wanted: collectionEntries[0]?.wanted ?? 0,
  }));
  return { rows, total, page, pageCount };
}
