// Ships, for the ship pickers: the deck builder's and the public decks' filter.
import "server-only";
import { prisma } from "@/lib/db";
import { cardFieldsSelect, toCardFields, type CardFields } from "./card-fields";

/**
 * Every ship in the catalogue. A retired ship is listed only where it is used: among `keeping` (the builder passes
 * its deck's own ship), or everywhere with "all" (the public decks' filter, as decks may still hold it).
 */
export async function listShips(alsoRetired: readonly number[] | "all" = []): Promise<CardFields[]> {
  const rows = await prisma.card.findMany({
    where:
      alsoRetired === "all"
        ? { type: "SHIP" }
        : { type: "SHIP", OR: [{ retiredAt: null }, { id: { in: [...alsoRetired] } }] },
    orderBy: { name: "asc" },
    select: cardFieldsSelect,
  });
  return rows.map(toCardFields);
}
