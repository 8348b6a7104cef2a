// The admins' queue of what players post: comments on decks and reviews of cards, each kind read the same way (open
// reports, the longest-waiting first; hidden, the latest first), and the accounts suspended from posting.
import "server-only";
import { prisma } from "@/lib/db";
import { assertAdmin } from "@/lib/comments/moderation";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export type PostKind = "comment" | "review";

interface QueuedPost {
  id: string;
  author: { id: string; handle: string; suspended: boolean } | null;
  body: string;
  createdAt: Date;
  hiddenReason: string | null;
  reports: { reason: string; createdAt: Date }[];
}

export interface ModeratedComment extends QueuedPost {
  kind: "comment";
  deck: { id: string; name: string };
}

export interface ModeratedReview extends QueuedPost {
  kind: "review";
  card: { slug: string; name: string };
}

type ModeratedPost<Kind extends PostKind> = Extract<ModeratedComment | ModeratedReview, { kind: Kind }>;

interface PostQueue<Kind extends PostKind> {
  /** Posts with open reports, the longest-waiting first. */
  reported: ModeratedPost<Kind>[];
  /** Hidden posts, the latest first, so that one can be restored. */
  hidden: ModeratedPost<Kind>[];
}

export interface ModerationQueue {
  comments: PostQueue<"comment">;
  reviews: PostQueue<"review">;
  suspended: { userId: string; handle: string; reason: string; createdAt: Date }[];
}

const QUEUE_SIZE = 50;

type List = keyof PostQueue<PostKind>;

// Both kinds have the same moderation columns, so one where, order and select serve either table.
const LISTS = {
  reported: {
    where: { hiddenAt: null, reports: { some: { resolvedAt: null } } },
    orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  },
  hidden: {
    where: { hiddenAt: { not: null } },
    orderBy: [{ hiddenAt: "desc" as const }, { id: "asc" as const }],
  },
};

const POST = {
  id: true,
  body: true,
  createdAt: true,
  hiddenReason: true,
  author: { select: { id: true, handle: true, postingSuspension: { select: { userId: true } } } },
  reports: {
    where: { resolvedAt: null },
    orderBy: { createdAt: "asc" as const },
    select: { reason: true, createdAt: true },
  },
};

type PostRow = Omit<QueuedPost, "author"> & {
  author: { id: string; handle: string; postingSuspension: { userId: string } | null } | null;
};

const shown = ({ author, ...post }: PostRow): QueuedPost => ({
  ...post,
  author: author && { id: author.id, handle: author.handle, suspended: author.postingSuspension !== null },
});

/** What each kind of post is on, and how one list of that kind is read. */
const READ: { [Kind in PostKind]: (tx: Tx, list: List) => Promise<ModeratedPost<Kind>[]> } = {
  comment: async (tx, list) => {
    const { where, orderBy } = LISTS[list];
    const rows = await tx.comment.findMany({
      // A deleted comment stays only as a placeholder for its replies: nothing left to moderate.
      where: { ...where, deletedAt: null },
      orderBy,
      take: QUEUE_SIZE,
      select: { ...POST, deck: { select: { id: true, name: true } } },
    });
    return rows.map(({ deck, ...post }) => ({ kind: "comment", deck, ...shown(post) }));
  },
  review: async (tx, list) => {
    const { where, orderBy } = LISTS[list];
    const rows = await tx.cardReview.findMany({
      where,
      orderBy,
      take: QUEUE_SIZE,
      select: { ...POST, card: { select: { slug: true, name: true } } },
    });
    return rows.map(({ card, ...post }) => ({ kind: "review", card, ...shown(post) }));
  },
};

async function postQueue<Kind extends PostKind>(tx: Tx, kind: Kind): Promise<PostQueue<Kind>> {
  const read = READ[kind];
  const [reported, hidden] = await Promise.all([read(tx, "reported"), read(tx, "hidden")]);
  return { reported, hidden };
}

/** The whole queue for an admin; anyone else is refused (FORBIDDEN), in the same transaction as the reads. */
export async function moderationQueue(options: { adminId: string }): Promise<ModerationQueue> {
  return prisma.$transaction(async (tx) => {
    await assertAdmin(tx, options.adminId);
    const [comments, reviews, suspended] = await Promise.all([
      postQueue(tx, "comment"),
      postQueue(tx, "review"),
      tx.postingSuspension.findMany({
        orderBy: { createdAt: "desc" },
        take: QUEUE_SIZE,
        select: { userId: true, reason: true, createdAt: true, user: { select: { handle: true } } },
      }),
    ]);
    return {
      comments,
      reviews,
      suspended: suspended.map(({ user, ...s }) => ({ ...s, handle: user.handle })),
    };
  });
}
