// Session rows: next-auth carries only a JWT cookie (credentials need the JWT
// strategy), but the JWT names a Session row, so a session lives in
// PostgreSQL and ends when the row is deleted or expires.
import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function createSession({ userId, now = new Date() }: { userId: string; now?: Date }) {
  return prisma.session.create({
    data: {
      userId,
      sessionToken: randomBytes(32).toString("base64url"),
      expires: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    },
    select: { sessionToken: true, expires: true },
  });
}

/** The session's user while the row exists and has not expired; otherwise null. */
export async function findSessionUser({ sessionToken, now = new Date() }: { sessionToken: string; now?: Date }) {
  const session = await prisma.session.findUnique({
    where: { sessionToken },
    select: { expires: true, user: { select: { id: true, email: true, name: true, handle: true } } },
  });
  return session && session.expires > now ? session.user : null;
}

export async function deleteSession({ sessionToken }: { sessionToken: string }): Promise<void> {
  await prisma.session.deleteMany({ where: { sessionToken } });
}

/** Ends every session of a user, or every other one when `keepSessionToken` names the one in use. */
export async function deleteUserSessions({
  userId,
  keepSessionToken,
  db = prisma,
}: {
  userId: string;
  keepSessionToken?: string;
  /** The transaction the ending belongs to. */
  db?: Prisma.TransactionClient;
}): Promise<number> {
  const { count } = await db.session.deleteMany({
    where: { userId, ...(keepSessionToken ? { sessionToken: { not: keepSessionToken } } : {}) },
  });
  return count;
}
