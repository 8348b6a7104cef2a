// A player's comment on a shared deck, or their reply to a top-level comment on it. The deck's being shared (public
// or unlisted, not deleted) and the parent's being on it sit in the queries; a suspended player may not post. The
// attempt is counted before the write (reserveAttempt), so parallel posts cannot pass the limit together.
import "server-only";
import { prisma } from "@/lib/db";
import { dropDeckPage } from "@/lib/cache/deck-page";
import { reserveAttempt, waitText, type Limit } from "@/lib/auth/throttle";
import { AppError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { commentBodySchema } from "./schemas";

export const COMMENT_LIMIT: Limit = { max: 10, windowMs: 10 * 60_000 };

/** Where comments may be written and read: a deck that is shared and not deleted. */
export const sharedDeck: Prisma.DeckWhereInput = { deletedAt: null, visibility: { in: ["PUBLIC", "UNLISTED"] } };

export async function postComment(options: {
  deckId: string;
  userId: string;
  body: string;
  parentId?: string | null;
  now?: Date;
}): Promise<{ id: string }> {
  const { deckId, userId, parentId = null, now = new Date() } = options;
  const body = commentBodySchema.parse(options.body);
  if (await prisma.postingSuspension.findUnique({ where: { userId }, select: { userId: true } }))
    throw new AppError("FORBIDDEN", "Your account is suspended from posting comments.");
  const reserved = await reserveAttempt({ limits: [[`comment:player:${userId}`, COMMENT_LIMIT]], now });
  if (!reserved.allowed)
    throw new AppError(
      "RATE_LIMITED",
      `Too many comments in a short time: try again ${waitText(reserved.retryAt, now)}.`,
    );
  return prisma.$transaction(async (tx) => {
    const deck = await tx.deck.findFirst({ where: { id: deckId, ...sharedDeck }, select: { ownerId: true } });
    if (!deck) throw new AppError("NOT_FOUND", "No such deck to comment on: private decks take no comments.");
    const parent = parentId
      ? await tx.comment.findFirst({
          where: { id: parentId, deckId, parentId: null, deletedAt: null, hiddenAt: null },
          select: { authorId: true },
        })
      : null;
    if (parentId && !parent) throw new AppError("NOT_FOUND", "The comment you replied to is gone.");
    const comment = await tx.comment.create({
      data: { deckId, authorId: userId, parentId, body },
      select: { id: true },
    });
    const notified = new Map<string, "COMMENT_ON_DECK" | "REPLY">();
    if (parent?.authorId) notified.set(parent.authorId, "REPLY");
    if (!notified.has(deck.ownerId)) notified.set(deck.ownerId, "COMMENT_ON_DECK");
    notified.delete(userId);
    await tx.notification.createMany({
      data: [...notified].map(([recipient, kind]) => ({ userId: recipient, commentId: comment.id, kind })),
    });
    await dropDeckPage({ deckId, db: tx });
    return comment;
  });
}
