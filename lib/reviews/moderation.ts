// Reports and moderation of card reviews, as comments have them (lib/comments/moderation.ts): any player reports
// another's review they can read, once while it is open; an admin hides a review with a reason (its author still sees
// it, with the reason) or shows it again. The admin role is checked in the same transaction as the write, and each
// change drops only the reviewed card's page.
import "server-only";
import { prisma } from "@/lib/db";
import { dropCardReviews } from "@/lib/cache/card-reviews";
import { assertAdmin, reserveReport } from "@/lib/comments/moderation";
import { reasonSchema } from "@/lib/comments/schemas";
import { AppError } from "@/lib/http/errors";

/** A player's report of another's shown review; a second open report of the same review changes nothing. */
export async function reportReview(options: {
  reviewId: string;
  userId: string;
  reason: string;
  now?: Date;
}): Promise<void> {
  const { reviewId, userId, now = new Date() } = options;
  const reason = reasonSchema.parse(options.reason);
  await reserveReport({ userId, now });
  await prisma.$transaction(async (tx) => {
    // The review's row is locked so that two parallel reports by one player cannot both find no open one.
    const [review] = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "card_review"
      WHERE "id" = ${reviewId} AND "hiddenAt" IS NULL AND "authorId" IS DISTINCT FROM ${userId}
      FOR UPDATE`;
    if (!review) throw new AppError("NOT_FOUND", "No such review for you to report.");
    const open = await tx.reviewReport.count({ where: { reviewId, reporterId: userId, resolvedAt: null } });
    if (open === 0) await tx.reviewReport.create({ data: { reviewId, reporterId: userId, reason } });
  });
}

/** Hides a review (hidden: true, with a reason) or shows it again; either way its open reports are settled. */
export async function moderateReview(options: {
  adminId: string;
  reviewId: string;
  hidden: boolean;
  reason?: string;
  now?: Date;
}): Promise<void> {
  const { adminId, reviewId, hidden, now = new Date() } = options;
  const reason = hidden ? reasonSchema.parse(options.reason ?? "") : null;
  await prisma.$transaction(async (tx) => {
    await assertAdmin(tx, adminId);
    const review = await tx.cardReview.findUnique({ where: { id: reviewId }, select: { cardId: true } });
    if (!review) throw new AppError("NOT_FOUND", "No such review.");
    await tx.cardReview.update({
      where: { id: reviewId },
      data: hidden
        ? { hiddenAt: now, hiddenReason: reason, hiddenById: adminId }
        : { hiddenAt: null, hiddenReason: null, hiddenById: null },
    });
    await tx.reviewReport.updateMany({ where: { reviewId, resolvedAt: null }, data: { resolvedAt: now } });
    await dropCardReviews({ cardId: review.cardId, db: tx });
  });
}
