// Drops one card's kept page (and its cached reviews) on every instance when a review of it or a like changes;
// called in the writing transaction, so a refused write drops nothing.
import "server-only";
import { prisma } from "@/lib/db";
import { cardReviewsTag } from "./tags";

export async function dropCardReviews(options: {
  cardId: number;
  db?: Pick<typeof prisma, "$queryRaw">;
}): Promise<void> {
  const tags = [cardReviewsTag(options.cardId)];
  await (options.db ?? prisma).$queryRaw`SELECT tag FROM starport_mark_tags_stale(${tags}::text[])`;
}
