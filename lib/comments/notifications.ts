// A player's notifications: new comments on their decks and replies to their comments. Only those whose comment
// they can still read count (a hidden, deleted or no longer shared one drops out); opening the list marks them read.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sharedDeck } from "./post-comment";

const NOTIFICATIONS_SHOWN = 50;
const EXCERPT_LENGTH = 140;

const readable = (userId: string): Prisma.NotificationWhereInput => ({
  userId,
  comment: { deletedAt: null, OR: [{ hiddenAt: null }, { authorId: userId }], deck: sharedDeck },
});

export async function unreadNotifications(options: { userId: string }): Promise<number> {
  return prisma.notification.count({ where: { ...readable(options.userId), readAt: null } });
}

export interface ShownNotification {
  id: string;
  kind: "COMMENT_ON_DECK" | "REPLY";
  /** Null for a deleted account. */
  author: string | null;
  deck: { id: string; name: string };
  commentId: string;
  excerpt: string;
  createdAt: Date;
  unread: boolean;
}

/** The latest notifications, as they were before this read; every unread one is marked read. */
export async function readNotifications(options: { userId: string; now?: Date }): Promise<ShownNotification[]> {
  const { userId, now = new Date() } = options;
  return prisma.$transaction(async (tx) => {
    const rows = await tx.notification.findMany({
      where: readable(userId),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTIFICATIONS_SHOWN,
      select: {
        id: true,
        kind: true,
        createdAt: true,
        readAt: true,
        comment: {
          select: {
            id: true,
            body: true,
            author: { select: { handle: true } },
            deck: { select: { id: true, name: true } },
          },
        },
      },
    });
    await tx.notification.updateMany({ where: { userId, readAt: null }, data: { readAt: now } });
    return rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      author: n.comment.author?.handle ?? null,
      deck: n.comment.deck,
      commentId: n.comment.id,
      excerpt:
        n.comment.body.length > EXCERPT_LENGTH
          ? `${n.comment.body.slice(0, EXCERPT_LENGTH).trimEnd()}…`
          : n.comment.body,
      createdAt: n.createdAt,
      unread: n.readAt === null,
    }));
  });
}
