// Every card of one set with the player's counts, in collector-number order:
// the checklist grid of /collection/sets/[code].
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { CardType } from "@/lib/cards/vocabulary";

export interface ChecklistCard {
  id: number;
  slug: string;
  name: string;
  number: number;
  type: CardType;
  owned: number;
  wanted: number;
}

export async function getSetChecklist({
  userId,
  setCode,
}: {
  userId: string;
  setCode: string;
}): Promise<{ code: string; name: string; cards: ChecklistCard[] }> {
  const set = await prisma.cardSet.findUnique({
    where: { code: setCode.toUpperCase() },
    select: {
      code: true,
      name: true,
      cards: {
        select: {
          id: true,
          slug: true,
          name: true,
          number: true,
          type: true,
          collectionEntries: { where: { userId }, select: { owned: true, wanted: true } },
        },
        orderBy: { number: "asc" },
      },
    },
  });
  if (!set) throw new AppError("NOT_FOUND", "No such set.");
  const cards = set.cards.map(({ collectionEntries, ...card }) => ({
    ...card,
    owned: collectionEntries[0]?.owned ?? 0,
    wanted: collectionEntries[0]?.wanted ?? 0,
  }));
  return { code: set.code, name: set.name, cards };
}
