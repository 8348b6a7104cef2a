import "server-only";
import type { Prisma, PrismaClient } from "../generated/prisma/client";

type Db = PrismaClient | Prisma.TransactionClient;

/** Free for this player: no other account holds it and nobody else's 30-day reservation covers it (citext: any case). */
export async function isHandleFree({ db, handle, userId }: { db: Db; handle: string; userId?: string }) {
  const [holder, reservation] = await Promise.all([
    db.user.findUnique({ where: { handle }, select: { id: true } }),
    db.handleReservation.findFirst({ where: { handle, expiresAt: { gt: new Date() } }, select: { userId: true } }),
  ]);
  return (!holder || holder.id === userId) && (!reservation || reservation.userId === userId);
}
