// How many of each given card a player owns, for the builder's
// owned-against-needed and "only cards I own".
import "server-only";
import { prisma } from "@/lib/db";

export const MAX_OWNED_QUERY_IDS = 500;

export async function getOwnedCounts({ userId, cardIds }: { userId: string; cardIds: readonly number[] }): Promise<Record<number, number>> {
  const entries = await prisma.collectionEntry.findMany({ where: { userId, cardId: { in: [...cardIds] }, owned: { gt: 0 } }, select: { cardId: true, owned: true } });
  return Object.fromEntries(entries.map((e) => [e.cardId, e.owned]));
}
