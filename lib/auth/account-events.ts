// What an account's owner should know about (failed sign-ins, sign-ups tried
// with their address, password changes), kept for 90 days and shown on /account.
import "server-only";
import { prisma } from "@/lib/db";
import type { AccountEventKind, Prisma } from "@/lib/generated/prisma/client";

const KEEP_MS = 90 * 24 * 3600_000;

export async function recordAccountEvent({
  userId,
  kind,
  address,
  now = new Date(),
  db = prisma,
}: {
  userId: string;
  kind: AccountEventKind;
  address?: string | null;
  now?: Date;
  /** A transaction to write in, when the event belongs to a larger change. */
  db?: Prisma.TransactionClient;
}): Promise<void> {
  // Each write also drops the account's expired events, so the table stays small without a job.
  await db.accountEvent.deleteMany({ where: { userId, createdAt: { lt: new Date(now.getTime() - KEEP_MS) } } });
  await db.accountEvent.create({ data: { userId, kind, address: address ?? null, createdAt: now } });
}

export async function listAccountEvents({ userId, take = 20 }: { userId: string; take?: number }) {
  return prisma.accountEvent.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, kind: true, address: true, createdAt: true },
  });
}
