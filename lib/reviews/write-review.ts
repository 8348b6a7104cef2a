// Writing, editing and deleting card reviews. One review per player per card is the table's unique key, so two
// parallel posts cannot both land: the loser gets a CONFLICT naming the field. Who may edit or delete sits in the
// query (the author, while it is not hidden; an admin may also delete); a suspended player may not post. Each write
// drops the card's page and answers which card it was.
import "server-only";
import { prisma } from "@/lib/db";
import { dropCardReviews } from "@/lib/cache/card-reviews";
import { AppError } from "@/lib/http/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { reviewFormSchema } from "./schemas";

const ALREADY_REVIEWED = "You have already reviewed this card: edit your review instead.";

async function assertMayPost(userId: string): Promise<void> {
  if (await prisma.postingSuspension.findUnique({ where: { userId }, select: { userId: true } }))
    throw new AppError("FORBIDDEN", "Your account is suspended from posting.");
}

export async function writeReview(options: { cardId: number; userId: string; body: string }): Promise<{ id: string }> {
  const { cardId, userId } = options;
  const { body } = reviewFormSchema.parse({ body: options.body });
  await assertMayPost(userId);
  try {
    return await prisma.$transaction(async (tx) => {
      if (!(await tx.card.findUnique({ where: { id: cardId }, select: { id: true } })))
        throw new AppError("NOT_FOUND", "No such card to review.");
      const review = await tx.cardReview.create({ data: { cardId, authorId: userId, body }, select: { id: true } });
      await dropCardReviews({ cardId, db: tx });
      return review;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("CONFLICT", ALREADY_REVIEWED, { issues: [{ field: "body", message: ALREADY_REVIEWED }] });
    throw error;
  }
}

export async function editReview(options: {
  reviewId: string;
  userId: string;
  body: string;
  now?: Date;
}): Promise<{ cardId: number }> {
  const { reviewId, userId, now = new Date() } = options;
  const { body } = reviewFormSchema.parse({ body: options.body });
  await assertMayPost(userId);
  return prisma.$transaction(async (tx) => {
    const review = await tx.cardReview.findFirst({
      where: { id: reviewId, authorId: userId, hiddenAt: null },
      select: { cardId: true },
    });
    if (!review) throw new AppError("NOT_FOUND", "No review of yours to edit.");
    await tx.cardReview.update({ where: { id: reviewId }, data: { body, editedAt: now } });
    await dropCardReviews({ cardId: review.cardId, db: tx });
    return review;
  });
}

export async function deleteReview(options: { reviewId: string; userId: string }): Promise<{ cardId: number }> {
  const { reviewId, userId } = options;
  return prisma.$transaction(async (tx) => {
    const admin = await tx.user.count({ where: { id: userId, roles: { has: "ADMIN" } } });
    const review = await tx.cardReview.findFirst({
      where: { id: reviewId, ...(admin ? {} : { authorId: userId }) },
      select: { cardId: true },
    });
    if (!review) throw new AppError("NOT_FOUND", "No such review for you to delete.");
    await tx.cardReview.delete({ where: { id: reviewId } });
    await dropCardReviews({ cardId: review.cardId, db: tx });
    return review;
  });
}
