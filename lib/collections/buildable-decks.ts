// Decks a player can build from their collection: every card line needs no
// more copies than they own (an empty deck is not "buildable"). The test is
// the `buildable_deck` view, so the public list filters on it in its own
// query however many decks pass.
import type { Prisma } from "@/lib/generated/prisma/client";

/** A condition for prisma.deck queries: only decks the player can build. */
export function buildableDeckWhere({ userId }: { userId: string }): Prisma.DeckWhereInput {
  return { buildableBy: { some: { userId } } };
}
