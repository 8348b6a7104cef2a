// Editing and deleting comments. The author edits within EDIT_MINUTES (marked "edited"); the author or the deck's
// owner deletes. Who may do it sits in the query; a comment with replies stays as a placeholder so they keep their place.
import "server-only";
import { prisma } from "@/lib/db";
import { dropDeckPage } from "@/lib/cache/deck-page";
import { AppError } from "@/lib/http/errors";
import { EDIT_MINUTES } from "./list-comments";
import { sharedDeck } from "./post-comment";
import { commentBodySchema } from "./schemas";

export async function editComment(options: {
  commentId: string;
  userId: string;
  body: string;
  now?: Date;
}): Promise<void> {
  const { commentId, userId, now = new Date() } = options;
  const body = commentBodySchema.parse(options.body);
  await prisma.$transaction(async (tx) => {
    const comment = await tx.comment.findFirst({
      where: {
        id: commentId,
        authorId: userId,
        deletedAt: null,
        hiddenAt: null,
        createdAt: { gte: new Date(now.getTime() - EDIT_MINUTES * 60_000) },
        deck: sharedDeck,
      },
      select: { deckId: true },
    });
    if (!comment)
      throw new AppError(
        "NOT_FOUND",
        `No comment of yours to edit: comments can be edited for ${EDIT_MINUTES} minutes.`,
      );
    await tx.comment.update({ where: { id: commentId }, data: { body, editedAt: now } });
    await dropDeckPage({ deckId: comment.deckId, db: tx });
  });
}

export async function deleteComment(options: { commentId: string; userId: string; now?: Date }): Promise<void> {
  const { commentId, userId, now = new Date() } = options;
  await prisma.$transaction(async (tx) => {
    const comment = await tx.comment.findFirst({
      where: {
        id: commentId,
        deletedAt: null,
        deck: sharedDeck,
        OR: [{ authorId: userId }, { deck: { ownerId: userId } }],
      },
      select: { deckId: true, _count: { select: { replies: true } } },
    });
    if (!comment) throw new AppError("NOT_FOUND", "No such comment for you to delete.");
    if (comment._count.replies > 0)
      await tx.comment.update({ where: { id: commentId }, data: { deletedAt: now, body: "" } });
    else await tx.comment.delete({ where: { id: commentId } });
    await dropDeckPage({ deckId: comment.deckId, db: tx });
  });
}
