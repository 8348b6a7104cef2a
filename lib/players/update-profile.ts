import "server-only";
import { CACHE_TAGS, cardReviewsTag, deckPageTag, decksWithCardTag } from "../cache/tags";
import { prisma } from "../db";
import { Prisma } from "../generated/prisma/client";
import { AppError } from "../http/errors";
import { isHandleFree } from "./handle-availability";

/** How long a given-up handle stays reserved for its old holder and redirects to them. */
export const HANDLE_RESERVATION_DAYS = 30;

const TAKEN = "This handle is taken";

/**
 * Sets a player's handle, and their bio when given (input already checked by profileFormSchema).
 * A new handle reserves the old one for 30 days, and drops every cached page
 * that shows the player: the public list and card pages' lists of their public decks,
 * the pages of their shared decks and of the shared decks they commented on, and the
 * pages of the cards they reviewed.
 */
export async function updateProfile({ userId, handle, bio }: { userId: string; handle: string; bio?: string }) {
  try {
    return await prisma.$transaction(async (tx) => {
      const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { handle: true } });
      const renamed = current.handle.toLowerCase() !== handle.toLowerCase();
      if (renamed) {
        if (!(await isHandleFree({ db: tx, handle, userId }))) throw new AppError("CONFLICT", TAKEN);
        await tx.handleReservation.deleteMany({ where: { OR: [{ handle }, { expiresAt: { lte: new Date() } }] } });
        const expiresAt = new Date(Date.now() + HANDLE_RESERVATION_DAYS * 86_400_000);
        await tx.handleReservation.upsert({
          where: { handle: current.handle },
          create: { handle: current.handle, userId, expiresAt },
          update: { userId, expiresAt },
        });
      }
      const user = await tx.user.update({
        where: { id: userId },
        data: { handle, bio, handleChosen: true },
        select: { handle: true, bio: true },
      });
      if (current.handle !== handle) await dropPagesShowing(tx, userId);
      return user;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", TAKEN);
    }
    throw error;
  }
}

async function dropPagesShowing(tx: Prisma.TransactionClient, userId: string) {
  const cards = await tx.deckCard.findMany({
    where: { deck: { ownerId: userId, visibility: "PUBLIC" } },
    select: { card: { select: { slug: true } } },
    distinct: ["cardId"],
  });
  // The deck_page_tags triggers watch an owner's display name, not their handle: the handle's pages are dropped here.
  const decks = await tx.deck.findMany({
    where: { visibility: { not: "PRIVATE" }, OR: [{ ownerId: userId }, { comments: { some: { authorId: userId } } }] },
    select: { id: true },
  });
  const reviewed = await tx.cardReview.findMany({ where: { authorId: userId }, select: { cardId: true } });
  const tags = [
    CACHE_TAGS.publicDecks,
    ...cards.map((c) => decksWithCardTag(c.card.slug)),
    ...decks.map((d) => deckPageTag(d.id)),
    ...reviewed.map((r) => cardReviewsTag(r.cardId)),
  ];
  await tx.$queryRaw`SELECT 1 FROM starport_mark_tags_stale(${tags}::text[])`;
}
