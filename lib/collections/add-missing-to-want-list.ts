// "Add missing to want list": for each card a deck needs more of than the
// player owns, the want list holds at least the shortfall. Raising to the
// shortfall (not adding it) means pressing twice asks for nothing more.
import "server-only";
import { prisma } from "@/lib/db";
import { MAX_CARD_QUANTITY } from "./limits";
import { getMissingForDeck } from "./missing-for-deck";

export async function addMissingToWantList({
  deckId,
  userId,
}: {
  deckId: string;
  userId: string;
}): Promise<{ cards: number }> {
  const missing = await getMissingForDeck({ deckId, userId });
  if (missing.length === 0) return { cards: 0 };
  await prisma.$executeRaw`
    INSERT INTO collection_entry ("userId", "cardId", owned, wanted, "updatedAt")
    SELECT ${userId}, m.card, 0, LEAST(m.short, ${MAX_CARD_QUANTITY}), now()
    FROM unnest(${missing.map((m) => m.cardId)}::int[], ${missing.map((m) => m.needed - m.owned)}::int[]) AS m(card, short)
    ON CONFLICT ("userId", "cardId") DO UPDATE SET wanted = GREATEST(collection_entry.wanted, EXCLUDED.wanted), "updatedAt" = now()`;
  return { cards: missing.length };
}
