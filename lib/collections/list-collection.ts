// The cards of the /collection page with the player's counts, filtered by
// set, type and owned/missing/wanted. At most LIST_LIMIT rows: the filters
// narrow a large catalogue.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CardType } from "@/lib/cards/vocabulary";
import type { CollectionRow } from "./export-format";
import { collectionFiltersSchema, type CollectionFilters } from "./schemas";

export const LIST_LIMIT = 300;

export interface CollectionListing {
  rows: (CollectionRow & { id: number; type: CardType })[];
  /** More cards match than are shown. */
  truncated: boolean;
}

export async function listCollection(options: {
  userId: string;
  filters: Partial<CollectionFilters>;
}): Promise<CollectionListing> {
  const { set, type, show } = collectionFiltersSchema.parse(options.filters);
  const userId = options.userId;
  const counted: Record<CollectionFilters["show"], Prisma.CardWhereInput> = {
    // A retired card (issue 38) is listed only where the player has it.
    all: { OR: [{ retiredAt: null }, { collectionEntries: { some: { userId } } }] },
    owned: { collectionEntries: { some: { userId, owned: { gt: 0 } } } },
    missing: { retiredAt: null, collectionEntries: { none: { userId, owned: { gt: 0 } } } },
    wanted: { collectionEntries: { some: { userId, wanted: { gt: 0 } } } },
  };
  const cards = await prisma.card.findMany({
    where: { ...(set ? { setCode: set } : {}), ...(type ? { type } : {}), ...counted[show] },
    select: {
      id: true,
      slug: true,
      name: true,
      setCode: true,
      number: true,
      type: true,
      collectionEntries: { where: { userId }, select: { owned: true, wanted: true } },
    },
    orderBy: [{ set: { position: "asc" } }, { number: "asc" }],
    take: LIST_LIMIT + 1,
  });
  const rows = cards.slice(0, LIST_LIMIT).map(({ collectionEntries, ...card }) => ({
    ...card,
    owned: collectionEntries[0]?.owned ?? 0,
    wanted: collectionEntries[0]?.wanted ?? 0,
  }));
  return { rows, truncated: cards.length > LIST_LIMIT };
}
