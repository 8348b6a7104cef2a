// One card's face data, for the card preview popover: the card row as
// CardFace draws it, without its errata, rulings or set.
import "server-only";
import { prisma } from "@/lib/db";
import type { Card } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";

export async function getCardFace({ slug }: { slug: string }): Promise<Card> {
  const card = await prisma.card.findUnique({ where: { slug } });
  if (!card) throw new AppError("NOT_FOUND", `No card '${slug}'.`);
  return card;
}
