// Deletes one of the user's decks softly: it leaves every list and page at
// once, and is kept (cards and history whole) for KEEP_DELETED_DAYS so its
// owner can undo or restore it. The owner's decks deleted before that period
// are removed for good in the same transaction.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { keptSince } from "./deleted-decks";

export async function deleteDeck({ deckId, userId }: { deckId: string; userId: string }): Promise<{ name: string }> {
  return prisma.$transaction(async (tx) => {
    const [deck] = await tx.deck.updateManyAndReturn({
      where: { id: deckId, ownerId: userId, deletedAt: null },
      data: { deletedAt: new Date() },
      select: { name: true },
    });
    if (!deck) throw new AppError("NOT_FOUND", "No such deck.");
    await tx.deck.deleteMany({ where: { ownerId: userId, deletedAt: { lt: keptSince() } } });
    return deck;
  });
}
