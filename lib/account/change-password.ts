// Changes a password: the current one is required, and checking it counts
// against the account's sign-in limit (a stolen session may not guess it
// freely). The other sessions end; the one in use stays.
import "server-only";
import { prisma } from "@/lib/db";
import { recordAccountEvent } from "@/lib/auth/account-events";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { deleteUserSessions } from "@/lib/auth/sessions";
import type { ChangePasswordInput } from "@/lib/auth/schemas";
import { tooManySignIns } from "@/lib/auth/sign-in";
import { releaseAttempt, reserveAttempt, signInLimits } from "@/lib/auth/throttle";
import { AppError, invalidInput } from "@/lib/http/errors";

export async function changePassword({
  userId,
  currentPassword,
  newPassword,
  keepSessionToken,
  address,
  now = new Date(),
}: ChangePasswordInput & { userId: string; keepSessionToken: string; address?: string | null; now?: Date }): Promise<{
  otherSessionsEnded: number;
}> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (!user) throw new AppError("NOT_FOUND", "This account no longer exists.");
  if (!user.passwordHash) {
    throw invalidInput(
      "currentPassword",
      "This account signs in with GitHub or Discord: it has no password to change.",
    );
  }

  const reserved = await reserveAttempt({ limits: signInLimits({ email: user.email, address }), now });
  if (!reserved.allowed) {
    const message = tooManySignIns(reserved.retryAt, now);
    throw new AppError("RATE_LIMITED", message, { issues: [{ field: "currentPassword", message }] });
  }
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw invalidInput("currentPassword", "That is not your current password.");
  }
  await releaseAttempt({ reservations: reserved.reservations });

  const passwordHash = await hashPassword(newPassword);
  return prisma.$transaction(async (tx) => {
    // The hash is only replaced if it is still the one just checked: of two changes at once, one wins.
    const changed = await tx.user.updateMany({
      where: { id: userId, passwordHash: user.passwordHash },
      data: { passwordHash },
    });
    if (changed.count === 0)
      throw new AppError("CONFLICT", "Your password was changed meanwhile. Reload the page and try again.");
    const otherSessionsEnded = await deleteUserSessions({ userId, keepSessionToken, db: tx });
    await recordAccountEvent({ userId, kind: "PASSWORD_CHANGED", address, now, db: tx });
    return { otherSessionsEnded };
  });
}
