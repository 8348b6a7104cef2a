// Brings one of the user's deleted decks back, as it was: its cards, history,
// likes and links were never removed, only hidden.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { restorableBy } from "./deleted-decks";

export async function restoreDeck({ deckId, userId }: { deckId: string; userId: string }): Promise<void> {
  const { count } = await prisma.deck.updateMany({
    where: { id: deckId, ...restorableBy(userId) },
    data: { deletedAt: null },
  });
  if (count === 0)
    throw new AppError("NOT_FOUND", "No such deleted deck: it may have been restored already, or kept past its time.");
}
