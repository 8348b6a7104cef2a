// Saves a deck in one transaction: the version guard, the cards, a history
// snapshot and the cached verdict all commit together or not at all.
import "server-only";
import { prisma } from "@/lib/db";
import { getFormat } from "@/lib/formats/formats";
import { AppError } from "@/lib/http/errors";
import { resolveDeckCards } from "./deck-lines";
import { saveDeckSchema, type SaveDeckInput, type SavedDeck } from "./schemas";
import { writeDeckContents } from "./write-deck-contents";

export async function saveDeck(options: { userId: string } & SaveDeckInput): Promise<SavedDeck> {
  const { deckId, version, cards, ...fields } = saveDeckSchema.parse(options);
  const { userId } = options;
  if (fields.formatId !== undefined) await getFormat(fields.formatId);
  return prisma.$transaction(async (tx) => {
    const lines = await resolveDeckCards(tx, cards);
    // Owner and version in one guarded update: the row lock serialises rival saves.
    const updated = await tx.deck.updateMany({
      where: { id: deckId, ownerId: userId, version },
      data: { ...fields, version: { increment: 1 } },
    });
    if (updated.count === 0) {
      const current = await tx.deck.findFirst({ where: { id: deckId, ownerId: userId }, select: { version: true } });
      if (!current) throw new AppError("NOT_FOUND", "No such deck.");
      throw new AppError("CONFLICT", "This deck was saved elsewhere since you opened it.", { currentVersion: current.version });
    }
    const deck = await tx.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true, formatId: true, version: true } });
    const { legal } = await writeDeckContents(tx, { deckId, version: deck.version, name: deck.name, format: await getFormat(deck.formatId, { db: tx }), lines });
    return { id: deckId, version: deck.version, legal };
  });
}
