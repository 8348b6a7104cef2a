// Deletes an account with everything it owns: its decks (their cards and
// versions), sessions and OAuth links go with the user row through the
// schema's ON DELETE CASCADE, in one statement. Other players' forks of its
// decks stay, no longer linked to the original. Events keep their records:
// registrations in events whose registration is still open are withdrawn
// first; every registration and snapshot stays, shown as a deleted player, and
// an organizer's events stay, read-only (ON DELETE SET NULL).
import "server-only";
import { prisma } from "@/lib/db";
import { invalidInput } from "@/lib/http/errors";
import { dropPagesCommentedBy } from "@/lib/comments/account-comments";
import { dropPagesReviewedBy } from "@/lib/reviews/account-reviews";

export async function deleteAccount({
  userId,
  confirmEmail,
  now = new Date(),
}: {
  userId: string;
  confirmEmail: string;
  now?: Date;
}): Promise<{ decksDeleted: number }> {
  return prisma.$transaction(async (tx) => {
    const decks = await tx.deck.count({ where: { ownerId: userId } });
    await tx.registration.updateMany({
      where: { playerId: userId, withdrawnAt: null, event: { registrationClosesAt: { gte: now } } },
      data: { withdrawnAt: now },
    });
    // Its comments stay (as "a deleted player"): the pages showing its name are dropped.
    await dropPagesCommentedBy(tx, userId);
    await dropPagesReviewedBy(tx, userId);
    // The confirmation is part of the query: the row goes only if it is this user and the typed email is theirs.
    const { count } = await tx.user.deleteMany({ where: { id: userId, email: confirmEmail } });
    if (count === 0) throw invalidInput("confirmEmail", "That is not this account's email address.");
    return { decksDeleted: decks };
  });
}
