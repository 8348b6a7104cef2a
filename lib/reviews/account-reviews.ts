// A player's reviews when they leave or come back: a deleted account's reviews stay (as "a deleted player's") and its
// likes go, so the pages of the cards it reviewed or liked are dropped; its download holds them and the import writes
// them again.
import "server-only";
import { prisma } from "@/lib/db";
import { dropCardReviews } from "@/lib/cache/card-reviews";
import { AppError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function dropPagesReviewedBy(db: Prisma.TransactionClient, userId: string): Promise<void> {
  const reviews = await db.cardReview.findMany({
    where: { OR: [{ authorId: userId }, { likes: { some: { userId } } }] },
    distinct: ["cardId"],
    select: { cardId: true },
  });
  for (const { cardId } of reviews) await dropCardReviews({ cardId, db });
}

/** A player's reviews as "Download all my data" holds them, oldest first, by card slug. */
export async function reviewsOf(db: Prisma.TransactionClient, userId: string) {
  const reviews = await db.cardReview.findMany({
    where: { authorId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { body: true, createdAt: true, editedAt: true, card: { select: { slug: true, name: true } } },
  });
  return reviews.map((r) => ({
    card: r.card.slug,
    cardName: r.card.name,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
  }));
}

/**
 * Writes a download's reviews under this account with their dates. A review of a card that is gone, or of a card the
 * player already reviewed, is skipped and counted. A player suspended from posting imports none.
 */
export async function importReviews(options: {
  userId: string;
  reviews: readonly { card: string; body: string; createdAt: string }[];
}): Promise<{ imported: number; skipped: number }> {
  const { userId, reviews } = options;
  if (await prisma.postingSuspension.findUnique({ where: { userId }, select: { userId: true } }))
    throw new AppError("FORBIDDEN", "Your account is suspended from posting: no review was imported.");
  return prisma.$transaction(async (tx) => {
    const cards = await tx.card.findMany({
      where: { slug: { in: [...new Set(reviews.map((r) => r.card))] } },
      select: { id: true, slug: true },
    });
    const idOf = new Map(cards.map((c) => [c.slug, c.id]));
    const rows = new Map<number, { cardId: number; authorId: string; body: string; createdAt: Date }>();
    for (const review of reviews) {
      const cardId = idOf.get(review.card);
      const createdAt = new Date(review.createdAt);
      if (cardId !== undefined && !rows.has(cardId))
        rows.set(cardId, {
          cardId,
          authorId: userId,
          body: review.body,
          createdAt: Number.isNaN(createdAt.getTime()) ? new Date() : createdAt,
        });
    }
    const { count } = await tx.cardReview.createMany({ data: [...rows.values()], skipDuplicates: true });
    for (const cardId of rows.keys()) await dropCardReviews({ cardId, db: tx });
    return { imported: count, skipped: reviews.length - count };
  });
}
