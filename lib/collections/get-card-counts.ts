// A player's counts of one card, for the card page's quantity control.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

export interface CardCounts {
  owned: number;
  wanted: number;
}

export async function getCardCounts({ userId, cardId }: { userId: string; cardId: number }): Promise<CardCounts> {
  const card = await prisma.card.findUnique({
    where: { id: cardId },
    select: { collectionEntries: { where: { userId }, select: { owned: true, wanted: true } } },
  });
  if (!card) throw new AppError("NOT_FOUND", "No such card.");
  return card.collectionEntries[0] ?? { owned: 0, wanted: 0 };
}
