// What a player lacks to build a deck they can see: each card the deck needs
// more copies of than they own. Someone else's private deck does not exist
// for them (the viewing rule of lib/decks, in the query).
import "server-only";
import { prisma } from "@/lib/db";
import { viewableBy } from "@/lib/decks/get-deck";
import { AppError } from "@/lib/http/errors";

export interface MissingCard {
  cardId: number;
  slug: string;
  name: string;
  setCode: string;
  needed: number;
  owned: number;
}

export async function getMissingForDeck({
  deckId,
  userId,
}: {
  deckId: string;
  userId: string;
}): Promise<MissingCard[]> {
  const deck = await prisma.deck.findFirst({
    where: { id: deckId, ...viewableBy(userId) },
    select: {
      cards: {
        select: {
          quantity: true,
          card: {
            select: {
              id: true,
              slug: true,
              name: true,
              setCode: true,
              collectionEntries: { where: { userId }, select: { owned: true } },
            },
          },
        },
        orderBy: { card: { name: "asc" } },
      },
    },
  });
  if (!deck) throw new AppError("NOT_FOUND", "No such deck.");
  return deck.cards
    .map(({ quantity, card: { collectionEntries, id, ...card } }) => ({
      cardId: id,
      ...card,
      needed: quantity,
      owned: collectionEntries[0]?.owned ?? 0,
    }))
    .filter((c) => c.owned < c.needed);
}
