// A new, empty deck owned by the user, with its first version snapshot.
import "server-only";
import { prisma } from "@/lib/db";
import { getFormat } from "@/lib/formats/formats";
import { createDeckSchema, type CreateDeckInput } from "./schemas";
import { writeDeckContents } from "./write-deck-contents";

export async function createDeck(
  options: { userId: string } & CreateDeckInput,
): Promise<{ id: string; version: number }> {
  const input = createDeckSchema.parse(options);
  const format = await getFormat(input.formatId);
  return prisma.$transaction(async (tx) => {
    const deck = await tx.deck.create({
      data: { ...input, ownerId: options.userId },
      select: { id: true, version: true },
    });
    await writeDeckContents(tx, { deckId: deck.id, version: deck.version, name: input.name, format, lines: [] });
    return deck;
  });
}
