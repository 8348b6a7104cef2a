// A player's like of a shared deck: one per player per deck, counted. Only
// public and unlisted decks can be liked, never a private or deleted one, and
// not by their owner; the condition sits in the query that finds the deck.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

export interface DeckLikes {
  liked: boolean;
  likes: number;
}

export async function setDeckLike({
  deckId,
  userId,
  liked,
}: {
  deckId: string;
  userId: string;
  liked: boolean;
}): Promise<DeckLikes> {
  return prisma.$transaction(async (tx) => {
    const deck = await tx.deck.findFirst({
      where: { id: deckId, deletedAt: null, visibility: { in: ["PUBLIC", "UNLISTED"] }, ownerId: { not: userId } },
      select: { id: true },
    });
    if (!deck)
      throw new AppError("NOT_FOUND", "No such deck to like: private decks and your own decks cannot be liked.");
    if (liked) await tx.deckLike.createMany({ data: [{ deckId, userId }], skipDuplicates: true });
    else await tx.deckLike.deleteMany({ where: { deckId, userId } });
    return { liked, likes: await tx.deckLike.count({ where: { deckId } }) };
  });
}

/** Whether this player likes the deck (false for a visitor). */
export async function likedBy({ deckId, userId }: { deckId: string; userId: string | null }): Promise<boolean> {
  if (!userId) return false;
  return (await prisma.deckLike.count({ where: { deckId, userId } })) > 0;
}
