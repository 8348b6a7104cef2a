// A new deck with its cards in one transaction (the API creates decks whole):
// unknown cards or a bad format leave nothing behind.
import "server-only";
import { prisma } from "@/lib/db";
import { getFormat } from "@/lib/formats/formats";
import { resolveDeckCards } from "./deck-lines";
import { createDeckSchema, saveDeckSchema, type CreateDeckInput, type DeckCardInput } from "./schemas";
import { writeDeckContents } from "./write-deck-contents";

export async function createDeckWithCards(
  options: { userId: string; cards: DeckCardInput[] } & CreateDeckInput,
): Promise<{ id: string; version: number; legal: boolean }> {
  const input = createDeckSchema.parse(options);
  const cards = saveDeckSchema.shape.cards.parse(options.cards);
  const format = await getFormat(input.formatId);
  return prisma.$transaction(async (tx) => {
    const lines = await resolveDeckCards(tx, cards);
    const deck = await tx.deck.create({
      data: { ...input, ownerId: options.userId },
      select: { id: true, version: true },
    });
    const { legal } = await writeDeckContents(tx, {
      deckId: deck.id,
      version: deck.version,
      name: input.name,
      format,
      lines,
    });
    return { ...deck, legal };
  });
}
