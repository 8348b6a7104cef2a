// How long a deleted deck is kept for its owner to restore, and the condition
// that picks the decks still within that time. Shared by delete, restore and
// the "Recently deleted" list so they agree on the period.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export const KEEP_DELETED_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which a deleted deck is gone for good. */
export function keptSince(now: Date = new Date()): Date {
  return new Date(now.getTime() - KEEP_DELETED_DAYS * DAY_MS);
}

/** When a deck deleted at `deletedAt` goes for good. */
export function keptUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + KEEP_DELETED_DAYS * DAY_MS);
}

/** The owner's deleted decks that can still be restored. */
export function restorableBy(userId: string, now?: Date): Prisma.DeckWhereInput {
  return { ownerId: userId, deletedAt: { not: null, gte: keptSince(now) } };
}
