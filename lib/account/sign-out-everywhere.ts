// Ends every session of the account, this one included: a player who fears a
// session was stolen ends them all, then signs in again.
import "server-only";
import { prisma } from "@/lib/db";
import { recordAccountEvent } from "@/lib/auth/account-events";
import { deleteUserSessions } from "@/lib/auth/sessions";

export async function signOutEverywhere({
  userId,
  address,
  now = new Date(),
}: {
  userId: string;
  address?: string | null;
  now?: Date;
}): Promise<{ sessionsEnded: number }> {
  return prisma.$transaction(async (tx) => {
    const sessionsEnded = await deleteUserSessions({ userId, db: tx });
    await recordAccountEvent({ userId, kind: "SIGNED_OUT_EVERYWHERE", address, now, db: tx });
    return { sessionsEnded };
  });
}
