// A leaving account's side of the reviews: its reviews stay (as "a deleted player's") and its likes go, so the pages
// of every card it reviewed or liked a review of are dropped, in the deleting transaction.
import "server-only";
import { dropCardReviews } from "@/lib/cache/card-reviews";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function dropPagesReviewedBy(db: Prisma.TransactionClient, userId: string): Promise<void> {
  const reviews = await db.cardReview.findMany({
    where: { OR: [{ authorId: userId }, { likes: { some: { userId } } }] },
    distinct: ["cardId"],
    select: { cardId: true },
  });
  for (const { cardId } of reviews) await dropCardReviews({ cardId, db });
}
