// One card's face data, for the card preview popover: the card row as
// CardFace draws it and its images, without its errata, rulings or set.
import "server-only";
import { prisma } from "@/lib/db";
import type { Card } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";

/** The card row and its images (the popover draws the front image when there is one). */
export type CardFaceData = Card & { images: { face: "FRONT" | "BACK"; hash: string; width: number; height: number }[] };

export async function getCardFace({ slug }: { slug: string }): Promise<CardFaceData> {
  const card = await prisma.card.findUnique({
    where: { slug },
    include: { images: { select: { face: true, hash: true, width: true, height: true }, orderBy: { face: "asc" } } },
  });
  if (!card) throw new AppError("NOT_FOUND", `No card '${slug}'.`);
  return card;
}
