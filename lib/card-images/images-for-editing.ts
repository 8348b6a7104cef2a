// A card's images as the edit page shows them, and whether it has a back to give an image.
import "server-only";
import { prisma } from "@/lib/db";
import type { CardImageRef } from "./addresses";

export async function imagesForEditing(options: {
  slug: string;
}): Promise<{ twoFaced: boolean; images: CardImageRef[] }> {
  const card = await prisma.card.findUnique({
    where: { slug: options.slug },
    select: { type: true, images: { select: { face: true, hash: true, width: true, height: true } } },
  });
  return { twoFaced: card?.type === "ADVENTURE", images: card?.images ?? [] };
}
