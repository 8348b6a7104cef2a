// What one signed-in player sees of a card's reviews beyond the shared page: their own review (to edit), the reviews
// they like, and whether they may post. Asked by the card page's client island, never kept.
import "server-only";
import { prisma } from "@/lib/db";

export interface ReviewViewer {
  handle: string | null;
  suspended: boolean;
  /** Their review, with the admin's reason when it is hidden (then it is missing from the shared list). */
  own: { id: string; body: string; hiddenReason: string | null } | null;
  liked: string[];
}

export async function reviewViewer(options: { cardId: number; userId: string }): Promise<ReviewViewer> {
  const { cardId, userId } = options;
  const [user, own, liked] = await Promise.all([
    prisma.user.findUnique({
      where: { id: userId },
      select: { handle: true, postingSuspension: { select: { userId: true } } },
    }),
    prisma.cardReview.findFirst({
      where: { cardId, authorId: userId },
      select: { id: true, body: true, hiddenReason: true },
    }),
    prisma.reviewLike.findMany({ where: { userId, review: { cardId } }, select: { reviewId: true } }),
  ]);
  return {
    handle: user?.handle ?? null,
    suspended: Boolean(user?.postingSuspension),
    own,
    liked: liked.map((like) => like.reviewId),
  };
}
