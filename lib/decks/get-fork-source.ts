// The deck a deck was forked from, as the viewer may see it (a source that is
// private to someone else, or deleted, is none), with its current cards and
// sideboard for the fork diff.
import "server-only";
import { prisma } from "@/lib/db";
import type { SnapshotEntry } from "@/lib/insight/deck-diff";
import { viewableBy } from "./get-deck";
import { currentEntries } from "./snapshot";

const namedCard = { select: { quantity: true, card: { select: { slug: true, name: true, type: true } } } } as const;

export async function getForkSource({
  deckId,
  viewerId,
}: {
  deckId: string;
  viewerId: string | null;
}): Promise<{ id: string; name: string; entries: SnapshotEntry[] } | null> {
  const source = await prisma.deck.findFirst({
    where: { AND: [viewableBy(viewerId), { forks: { some: { AND: [{ id: deckId }, viewableBy(viewerId)] } } }] },
    select: { id: true, name: true, cards: namedCard, considering: namedCard },
  });
  return source && { id: source.id, name: source.name, entries: currentEntries(source) };
}
