// Decks a player can build from their collection: every card line needs no
// more copies than they own (an empty deck is not "buildable"). For the
// "decks I can build" filter of /decks/public: `buildableDeckWhere` is a
// where-clause the listing adds.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** Of `deckIds` (every public deck when absent), the ones the player can build, in no particular order. */
export async function buildableDeckIds({ userId, deckIds }: { userId: string; deckIds?: readonly string[] }): Promise<string[]> {
  const which = deckIds ? Prisma.sql`d.id = ANY(${[...deckIds]}::text[])` : Prisma.sql`d.visibility = 'PUBLIC'`;
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT d.id FROM deck d
    WHERE ${which}
      AND EXISTS (SELECT 1 FROM deck_card dc WHERE dc."deckId" = d.id)
      AND NOT EXISTS (
        SELECT 1 FROM deck_card dc
        LEFT JOIN collection_entry e ON e."cardId" = dc."cardId" AND e."userId" = ${userId}
        WHERE dc."deckId" = d.id AND coalesce(e.owned, 0) < dc.quantity)`;
  return rows.map((r) => r.id);
}

/** A condition for prisma.deck.findMany: only decks the player can build. */
export async function buildableDeckWhere({ userId }: { userId: string }): Promise<Prisma.DeckWhereInput> {
  return { id: { in: await buildableDeckIds({ userId }) } };
}
