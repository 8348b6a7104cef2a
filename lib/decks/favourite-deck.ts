// A player's favourites: bookmarks of public decks, one per player per deck.
// Only a public, undeleted deck of someone else can be favourited (as with
// likes, so a player cannot lift their own deck); the condition sits in the query.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { listSelect, withCount, type ListedDeck } from "./list-decks";

interface DeckFavourites {
  favourited: boolean;
  favourites: number;
}

export async function setDeckFavourite({
  deckId,
  userId,
  favourited,
}: {
  deckId: string;
  userId: string;
  favourited: boolean;
}): Promise<DeckFavourites> {
  return prisma.$transaction(async (tx) => {
    if (favourited) {
      const deck = await tx.deck.findFirst({
        where: { id: deckId, deletedAt: null, visibility: "PUBLIC", ownerId: { not: userId } },
        select: { id: true },
      });
      if (!deck) throw new AppError("NOT_FOUND", "No such deck to favourite: only other players' public decks can be.");
      await tx.deckFavourite.createMany({ data: [{ deckId, userId }], skipDuplicates: true });
    } else {
      // Taking a favourite back is always allowed, even once the deck is no longer public.
      await tx.deckFavourite.deleteMany({ where: { deckId, userId } });
    }
    return { favourited, favourites: await tx.deckFavourite.count({ where: { deckId } }) };
  });
}

/** Whether this player has favourited the deck (false for a visitor). */
export async function favouritedBy({ deckId, userId }: { deckId: string; userId: string | null }): Promise<boolean> {
  if (!userId) return false;
  return (await prisma.deckFavourite.count({ where: { deckId, userId } })) > 0;
}

/** The player's favourites that are still public, most recently favourited first. */
export async function listFavouriteDecks({ userId }: { userId: string }): Promise<ListedDeck[]> {
  const rows = await prisma.deckFavourite.findMany({
    where: { userId, deck: { visibility: "PUBLIC", deletedAt: null } },
    orderBy: [{ createdAt: "desc" }, { deckId: "asc" }],
    take: 200,
    select: { deck: { select: listSelect } },
  });
  return rows.map((r) => withCount(r.deck));
}
