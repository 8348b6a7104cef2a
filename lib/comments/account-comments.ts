// A player's comments when they leave or come back: what "Download all my data" holds, the import of those into
// an account (only on decks still shared: the others are counted, not written), and the deck pages to drop when an
// account goes (its comments stay, shown as "a deleted player").
import "server-only";
import { prisma } from "@/lib/db";
import { dropDeckPage } from "@/lib/cache/deck-page";
import { AppError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sharedDeck } from "./post-comment";

type Db = Prisma.TransactionClient;

export interface ExportedComment {
  id: string;
  deckId: string;
  parentId: string | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  hiddenReason: string | null;
}

export async function commentsOf(db: Db, userId: string): Promise<ExportedComment[]> {
  const rows = await db.comment.findMany({
    where: { authorId: userId, deletedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, deckId: true, parentId: true, body: true, createdAt: true, editedAt: true, hiddenReason: true },
  });
  return rows.map((c) => ({
    ...c,
    createdAt: c.createdAt.toISOString(),
    editedAt: c.editedAt?.toISOString() ?? null,
  }));
}

/** Drops the pages of the decks a leaving player commented on: their name there becomes "a deleted player". */
export async function dropPagesCommentedBy(db: Db, userId: string): Promise<void> {
  const decks = await db.comment.findMany({
    where: { authorId: userId },
    distinct: ["deckId"],
    select: { deckId: true },
  });
  for (const { deckId } of decks) await dropDeckPage({ deckId, db });
}

/**
 * Writes a download's comments under this account, replies after their parents, with their dates; no notification is
 * sent. A comment on a deck that is gone or not shared, or whose parent is gone, is skipped and counted; one already
 * there (same deck and text) is not written twice. A player suspended from posting imports none.
 */
export async function importComments(options: {
  userId: string;
  comments: readonly { id: string; deckId: string; parentId: string | null; body: string; createdAt: string }[];
}): Promise<{ imported: number; skipped: number }> {
  const { userId, comments } = options;
  if (comments.length === 0) return { imported: 0, skipped: 0 };
  if (await prisma.postingSuspension.findUnique({ where: { userId }, select: { userId: true } }))
    throw new AppError("FORBIDDEN", "Your account is suspended from posting comments: none were imported.");
  return prisma.$transaction(async (tx) => {
    const deckIds = [...new Set(comments.map((c) => c.deckId))];
    const shared = new Set(
      (await tx.deck.findMany({ where: { id: { in: deckIds }, ...sharedDeck }, select: { id: true } })).map(
        (d) => d.id,
      ),
    );
    const newIds = new Map<string, string>();
    const touched = new Set<string>();
    let imported = 0;
    let skipped = 0;
    const ordered = [...comments].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
    for (const comment of ordered) {
      if (!shared.has(comment.deckId)) {
        skipped++;
        continue;
      }
      let parentId: string | null = null;
      if (comment.parentId) {
        parentId =
          newIds.get(comment.parentId) ??
          (
            await tx.comment.findFirst({
              where: { id: comment.parentId, deckId: comment.deckId, parentId: null, deletedAt: null },
              select: { id: true },
            })
          )?.id ??
          null;
        if (!parentId) {
          skipped++;
          continue;
        }
      }
      const existing = await tx.comment.findFirst({
        where: { deckId: comment.deckId, authorId: userId, body: comment.body },
        select: { id: true },
      });
      const createdAt = new Date(comment.createdAt);
      const id =
        existing?.id ??
        (
          await tx.comment.create({
            data: {
              deckId: comment.deckId,
              authorId: userId,
              parentId,
              body: comment.body,
              createdAt: Number.isNaN(createdAt.getTime()) ? undefined : createdAt,
            },
            select: { id: true },
          })
        ).id;
      newIds.set(comment.id, id);
      if (!existing) {
        imported++;
        touched.add(comment.deckId);
      }
    }
    for (const deckId of touched) await dropDeckPage({ deckId, db: tx });
    return { imported, skipped };
  });
}
