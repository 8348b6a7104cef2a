// Reports and moderation. Any player reports a comment they can read; an admin hides or restores a comment (its
// author sees why) and suspends an account from posting. The admin role is checked in the same transaction as the write.
import "server-only";
import { prisma } from "@/lib/db";
import { dropDeckPage } from "@/lib/cache/deck-page";
import { reserveAttempt, waitText, type Limit } from "@/lib/auth/throttle";
import { AppError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sharedDeck } from "./post-comment";
import { reasonSchema } from "./schemas";

const REPORT_LIMIT: Limit = { max: 20, windowMs: 10 * 60_000 };

/** One allowance of reports per player, whatever they report (comments or card reviews). */
export async function reserveReport(options: { userId: string; now: Date }): Promise<void> {
  const { userId, now } = options;
  const reserved = await reserveAttempt({ limits: [[`report:player:${userId}`, REPORT_LIMIT]], now });
  if (!reserved.allowed)
    throw new AppError(
      "RATE_LIMITED",
      `Too many reports in a short time: try again ${waitText(reserved.retryAt, now)}.`,
    );
}

type Tx = Prisma.TransactionClient;

/** Refuses anyone but an admin, inside the moderating transaction (card reviews are moderated the same way). */
export async function assertAdmin(tx: Tx, adminId: string): Promise<void> {
  const admin = await tx.user.findFirst({ where: { id: adminId, roles: { has: "ADMIN" } }, select: { id: true } });
  if (!admin) throw new AppError("FORBIDDEN", "Only an admin moderates what players post.");
}

/** A player's report of another's comment they can read; a second open report of the same comment changes nothing. */
export async function reportComment(options: {
  commentId: string;
  userId: string;
  reason: string;
  now?: Date;
}): Promise<void> {
  const { commentId, userId, now = new Date() } = options;
  const reason = reasonSchema.parse(options.reason);
  await reserveReport({ userId, now });
  await prisma.$transaction(async (tx) => {
    const comment = await tx.comment.findFirst({
      where: { id: commentId, deletedAt: null, hiddenAt: null, deck: sharedDeck, NOT: { authorId: userId } },
      select: { id: true, reports: { where: { reporterId: userId, resolvedAt: null }, select: { id: true } } },
    });
    if (!comment) throw new AppError("NOT_FOUND", "No such comment for you to report.");
    if (comment.reports.length === 0)
      await tx.commentReport.create({ data: { commentId, reporterId: userId, reason } });
  });
}

/** Hides a comment (hidden: true, with a reason) or shows it again; either way its open reports are settled. */
export async function moderateComment(options: {
  adminId: string;
  commentId: string;
  hidden: boolean;
  reason?: string;
  now?: Date;
}): Promise<void> {
  const { adminId, commentId, hidden, now = new Date() } = options;
  const reason = hidden ? reasonSchema.parse(options.reason ?? "") : null;
  await prisma.$transaction(async (tx) => {
    await assertAdmin(tx, adminId);
    const comment = await tx.comment.findFirst({ where: { id: commentId, deletedAt: null }, select: { deckId: true } });
    if (!comment) throw new AppError("NOT_FOUND", "No such comment.");
    await tx.comment.update({
      where: { id: commentId },
      data: hidden
        ? { hiddenAt: now, hiddenReason: reason, hiddenById: adminId }
        : { hiddenAt: null, hiddenReason: null, hiddenById: null },
    });
    await tx.commentReport.updateMany({ where: { commentId, resolvedAt: null }, data: { resolvedAt: now } });
    await dropDeckPage({ deckId: comment.deckId, db: tx });
  });
}

/** Stops a player (by handle) from posting comments, or lets them post again; they still read and build. */
export async function setPostingSuspension(options: {
  adminId: string;
  handle: string;
  suspended: boolean;
  reason?: string;
}): Promise<void> {
  const { adminId, handle, suspended } = options;
  const reason = suspended ? reasonSchema.parse(options.reason ?? "") : "";
  await prisma.$transaction(async (tx) => {
    await assertAdmin(tx, adminId);
    const player = await tx.user.findUnique({ where: { handle: handle.trim() }, select: { id: true } });
    if (!player) throw new AppError("NOT_FOUND", "No player has that handle.");
    if (player.id === adminId) throw new AppError("CONFLICT", "You cannot suspend yourself.");
    if (suspended)
      await tx.postingSuspension.upsert({
        where: { userId: player.id },
        create: { userId: player.id, reason },
        update: { reason },
      });
    else await tx.postingSuspension.deleteMany({ where: { userId: player.id } });
  });
}

/** Whether a player may not post comments now. */
export async function postingSuspended(options: { userId: string }): Promise<boolean> {
  return (await prisma.postingSuspension.count({ where: { userId: options.userId } })) > 0;
}
