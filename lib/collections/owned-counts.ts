// How many of each given card a player owns, for the builder's
// owned-against-needed and "only cards I own". The builder knows its cards by
// slug; the card id form stays for callers that hold ids.
import "server-only";
import { prisma } from "@/lib/db";

export const MAX_OWNED_QUERY_IDS = 500;

export async function getOwnedCounts({
  userId,
  cardIds,
}: {
  userId: string;
  cardIds: readonly number[];
}): Promise<Record<number, number>> {
  const entries = await prisma.collectionEntry.findMany({
    where: { userId, cardId: { in: [...cardIds] }, owned: { gt: 0 } },
    select: { cardId: true, owned: true },
  });
  return Object.fromEntries(entries.map((e) => [e.cardId, e.owned]));
}

/** Owned counts by card slug; cards owned at no copy (or unknown slugs) are left out. */
export async function getOwnedCountsBySlug({
  userId,
  slugs,
}: {
  userId: string;
  slugs: readonly string[];
}): Promise<Record<string, number>> {
  const entries = await prisma.collectionEntry.findMany({
    where: { userId, owned: { gt: 0 }, card: { slug: { in: [...slugs] } } },
    select: { owned: true, card: { select: { slug: true } } },
  });
  return Object.fromEntries(entries.map((e) => [e.card.slug, e.owned]));
}
