// Deletes one of the user's decks (its cards and history cascade).
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

export async function deleteDeck({ deckId, userId }: { deckId: string; userId: string }): Promise<void> {
  const { count } = await prisma.deck.deleteMany({ where: { id: deckId, ownerId: userId } });
  if (count === 0) throw new AppError("NOT_FOUND", "No such deck.");
}
