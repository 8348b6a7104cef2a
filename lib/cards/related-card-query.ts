// The candidates for a card page's related cards, read in one go and ranked
// by related-cards.ts: cards sharing a subtype, and cards whose text contains
// the card's name (whole words are checked there, not in SQL).
import "server-only";
import { prisma } from "@/lib/db";
import { RELATED_LIMIT, selectMentioning, selectSameSubtype, type RelatedCard } from "./related-cards";

/**
 * How many candidates each list reads before ranking. A subtype shared by more
 * cards than this (none in the printed sets) ranks only the first by name.
 */
const CANDIDATES = 400;

const relatedSelect = { id: true, slug: true, name: true, type: true, subtypes: true } as const;

export interface RelatedCards {
  sameSubtype: RelatedCard[];
  mentioning: RelatedCard[];
}

export async function findRelatedCards({ card }: { card: RelatedCard }): Promise<RelatedCards> {
  const [sharing, naming] = await Promise.all([
    card.subtypes.length
      ? prisma.card.findMany({
          where: { subtypes: { hasSome: card.subtypes }, id: { not: card.id }, retiredAt: null },
          select: relatedSelect,
          orderBy: [{ name: "asc" }, { id: "asc" }],
          take: CANDIDATES,
        })
      : [],
    prisma.card.findMany({
      where: { text: { contains: card.name, mode: "insensitive" }, id: { not: card.id }, retiredAt: null },
      select: { ...relatedSelect, text: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: CANDIDATES,
    }),
  ]);
  return {
    sameSubtype: selectSameSubtype(card, sharing, RELATED_LIMIT),
    mentioning: selectMentioning(card, naming, RELATED_LIMIT),
  };
}
