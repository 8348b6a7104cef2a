// The read-only share link of a collection: at most one active per player.
// Making a new one revokes the old; revoking leaves none.
import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";

export async function getShareLink({ userId }: { userId: string }): Promise<{ slug: string; createdAt: Date } | null> {
  return prisma.collectionShare.findFirst({
    where: { userId, revokedAt: null },
    select: { slug: true, createdAt: true },
    orderBy: { createdAt: "desc" },
  });
}

export async function createShareLink({ userId }: { userId: string }): Promise<{ slug: string }> {
  const slug = randomBytes(18).toString("base64url");
  // One change per player at a time (a transaction-scoped lock): parallel requests leave one live link, not several.
  await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`collection-share:${userId}`}))`;
    await tx.collectionShare.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.collectionShare.create({ data: { userId, slug } });
  });
  return { slug };
}

export async function revokeShareLink({ userId }: { userId: string }): Promise<{ revoked: number }> {
  const { count } = await prisma.collectionShare.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return { revoked: count };
}
