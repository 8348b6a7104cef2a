// Every card a player has a count of, for the exports.
import "server-only";
import { prisma } from "@/lib/db";
import type { CollectionRow } from "./export-format";

export async function getCollectionRows({ userId }: { userId: string }): Promise<CollectionRow[]> {
  const entries = await prisma.collectionEntry.findMany({
    where: { userId, OR: [{ owned: { gt: 0 } }, { wanted: { gt: 0 } }] },
    select: { owned: true, wanted: true, card: { select: { slug: true, name: true, setCode: true, number: true } } },
    orderBy: [{ card: { setCode: "asc" } }, { card: { number: "asc" } }],
  });
  return entries.map((e) => ({ ...e.card, owned: e.owned, wanted: e.wanted }));
}
