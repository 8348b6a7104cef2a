// The version guard every save of a deck's contents passes: the owner and the
// version the editor started from in one guarded update, whose row lock
// serialises rival saves. A stale version is a conflict naming the current one.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";

export async function claimNextVersion(
  tx: Prisma.TransactionClient,
  options: { deckId: string; userId: string; version: number; data: Prisma.DeckUncheckedUpdateManyInput },
): Promise<{ name: string; formatId: string; version: number }> {
  const { deckId, userId, version } = options;
  const updated = await tx.deck.updateMany({
    where: { id: deckId, ownerId: userId, version, deletedAt: null },
    data: { ...options.data, version: { increment: 1 } },
  });
  if (updated.count === 0) {
    const current = await tx.deck.findFirst({
      where: { id: deckId, ownerId: userId, deletedAt: null },
      select: { version: true },
    });
    if (!current) throw new AppError("NOT_FOUND", "No such deck.");
    throw new AppError("CONFLICT", "This deck was saved elsewhere since you opened it.", {
      currentVersion: current.version,
    });
  }
  return tx.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true, formatId: true, version: true } });
}
