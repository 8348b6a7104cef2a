// What a share link shows: the owner's display name, the cards they own and
// the cards they want. Read-only; a revoked or unknown link does not exist.
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { getCollectionRows } from "./collection-rows";
import type { CollectionRow } from "./export-format";

export async function getSharedCollection({
  slug,
}: {
  slug: string;
}): Promise<{ ownerName: string; rows: CollectionRow[] }> {
  const share = await prisma.collectionShare.findFirst({
    where: { slug, revokedAt: null },
    select: { userId: true, user: { select: { name: true } } },
  });
  if (!share) throw new AppError("NOT_FOUND", "No such collection link.");
  const rows = await getCollectionRows({ userId: share.userId });
  return { ownerName: share.user.name ?? "A player", rows };
}
