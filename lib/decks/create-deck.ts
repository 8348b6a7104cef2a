// A new, empty deck owned by the user, with its first version snapshot.
import "server-only";
import { prisma } from "@/lib/db";
import { verdictOf } from "./deck-cards";
import { getFormat } from "./formats";
import { createDeckSchema, type CreateDeckInput } from "./deck-schemas";

export async function createDeck(options: { userId: string } & CreateDeckInput): Promise<{ id: string; version: number }> {
  const input = createDeckSchema.parse(options);
  return prisma.$transaction(async (tx) => {
    const format = await getFormat(input.formatId);
    const deck = await tx.deck.create({
      data: { ...input, ownerId: options.userId, legal: verdictOf([], format).legal },
      select: { id: true, version: true },
    });
    await tx.deckVersion.create({ data: { deckId: deck.id, version: deck.version, name: input.name, formatId: input.formatId, cards: [] } });
    return deck;
  });
}
