// Likes on reviews: one per player per review (the table's key, so a double click or a parallel like is a no-op), never
// on the player's own review nor on a hidden one, and not by a player suspended from posting. Each change drops the
// reviewed card's page, whose order follows the likes.
import "server-only";
import { prisma } from "@/lib/db";
import { dropCardReviews } from "@/lib/cache/card-reviews";
import { AppError } from "@/lib/http/errors";

export async function setReviewLike(options: {
  reviewId: string;
  userId: string;
  liked: boolean;
}): Promise<{ cardId: number }> {
  const { reviewId, userId, liked } = options;
  return prisma.$transaction(async (tx) => {
    const review = await tx.cardReview.findFirst({
      where: { id: reviewId, hiddenAt: null },
      select: { cardId: true, authorId: true },
    });
    if (!review) throw new AppError("NOT_FOUND", "No such review.");
    if (await tx.postingSuspension.count({ where: { userId } }))
      throw new AppError("FORBIDDEN", "Your account is suspended from posting.");
    if (review.authorId === userId) throw new AppError("FORBIDDEN", "You cannot like your own review.");
    if (liked) await tx.reviewLike.createMany({ data: [{ reviewId, userId }], skipDuplicates: true });
    else await tx.reviewLike.deleteMany({ where: { reviewId, userId } });
    await dropCardReviews({ cardId: review.cardId, db: tx });
    return { cardId: review.cardId };
  });
}
