// One of the user's own decks, whatever its visibility; anyone else's deck
// does not exist here (ownership in the query).
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { deckSelect, toViewedDeck, type ViewedDeck } from "./get-deck";

export async function getOwnDeck({ deckId, userId }: { deckId: string; userId: string }): Promise<ViewedDeck> {
  const deck = await prisma.deck.findFirst({
    where: { id: deckId, ownerId: userId, deletedAt: null },
    select: deckSelect,
  });
  if (!deck) throw new AppError("NOT_FOUND", "No such deck.");
  return toViewedDeck(deck, userId);
}
