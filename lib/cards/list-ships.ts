// Every ship, for the deck builder's ship picker.
import "server-only";
import { prisma } from "@/lib/db";
import { cardFieldsSelect, toCardFields, type CardFields } from "./card-fields";

export async function listShips(): Promise<CardFields[]> {
  const rows = await prisma.card.findMany({
    where: { type: "SHIP" },
    orderBy: { name: "asc" },
    select: cardFieldsSelect,
  });
  return rows.map(toCardFields);
}
