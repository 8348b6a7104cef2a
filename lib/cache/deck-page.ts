// Drops a shared deck's kept page on every instance. The database triggers
// already do it for the deck, its likes, forks, its owner's name and format
// revisions (migration deck_page_tags); call this for anything else a deck's
// page comes to show (comments, favourites), in or after the writing transaction.
import "server-only";
import { prisma } from "@/lib/db";
import { deckPageTag } from "./tags";

export async function dropDeckPage(options: { deckId: string; db?: Pick<typeof prisma, "$queryRaw"> }): Promise<void> {
  const tags = [deckPageTag(options.deckId)];
  await (options.db ?? prisma).$queryRaw`SELECT tag FROM starport_mark_tags_stale(${tags}::text[])`;
}
