// Every count of a player's collection by card id: what an engine that
// holds only the catalogue (Meilisearch) filters own/want with.
import "server-only";
import { prisma } from "@/lib/db";

export async function getCollectionCounts({
  userId,
}: {
  userId: string;
}): Promise<Map<number, { owned: number; wanted: number }>> {
  const entries = await prisma.collectionEntry.findMany({
    where: { userId },
    select: { cardId: true, owned: true, wanted: true },
  });
  return new Map(entries.map((e) => [e.cardId, { owned: e.owned, wanted: e.wanted }]));
}
