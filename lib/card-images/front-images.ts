// The front images of some cards (a deck's), by card id: the deck page's card-faces view draws them.
import "server-only";
import { prisma } from "@/lib/db";
import type { CardImageRef } from "./addresses";

export async function frontImagesOf(options: { cardIds: number[] }): Promise<Map<number, CardImageRef>> {
  const rows = await prisma.cardImage.findMany({
    where: { cardId: { in: options.cardIds }, face: "FRONT" },
    select: { cardId: true, face: true, hash: true, width: true, height: true },
  });
  return new Map(rows.map(({ cardId, ...image }) => [cardId, image]));
}
