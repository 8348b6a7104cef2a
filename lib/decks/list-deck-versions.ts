// A deck's saved versions, newest first, for anyone who may view the deck.
import "server-only";
import { prisma } from "@/lib/db";
import { viewableBy } from "./get-deck";

export interface DeckVersionSummary {
  version: number;
  name: string;
  formatId: string;
  createdAt: Date;
}

export async function listDeckVersions({
  deckId,
  viewerId,
}: {
  deckId: string;
  viewerId: string | null;
}): Promise<DeckVersionSummary[]> {
  return prisma.deckVersion.findMany({
    where: { deckId, deck: viewableBy(viewerId) },
    orderBy: { version: "desc" },
    select: { version: true, name: true, formatId: true, createdAt: true },
  });
}
