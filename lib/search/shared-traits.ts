// "Same traits" on a card's page: other cards holding any of its traits (species and backgrounds such as Vargr or
// Merchant), those sharing the most first, each trait with the search query that finds every card holding it.
// One statement on the indexed search terms (card.searchTerms holds "tr:<trait>").
import "server-only";
import { prisma } from "@/lib/db";
import type { CardType } from "@/lib/cards/vocabulary";
import { printQuery } from "./query/print";
import { termFor } from "./query/terms";

export interface TraitCard {
  id: number;
  slug: string;
  name: string;
  type: CardType;
}

export interface CardsSharingTraits {
  /** Each trait with the query that finds every card holding it. */
  traits: { trait: string; query: string }[];
  cards: TraitCard[];
  /** Other cards holding any of the traits. */
  total: number;
}

/** At most `limit` other cards holding one of `traits`: those sharing the most first, then by name. */
export async function findCardsSharingTraits({
  cardId,
  traits,
  limit,
}: {
  cardId: number;
  traits: string[];
  limit: number;
}): Promise<CardsSharingTraits> {
  if (traits.length === 0) return { traits: [], cards: [], total: 0 };
  const terms = traits.map((value) => termFor({ kind: "trait", value })!);
  const rows = await prisma.$queryRaw<(TraitCard & { total: number })[]>`
    SELECT c.id, c.slug, c.name, c.type::text AS type, (count(*) OVER ())::int AS total
    FROM card c
    WHERE c."searchTerms" && ${terms}::text[] AND c.id <> ${cardId} AND c."retiredAt" IS NULL
    ORDER BY cardinality(ARRAY(SELECT unnest(c."searchTerms") INTERSECT SELECT unnest(${terms}::text[]))) DESC, c.name, c.id
    LIMIT ${limit}`;
  return {
    traits: traits.map((trait) => ({ trait, query: printQuery({ kind: "trait", value: trait }) })),
    cards: rows.map(({ total: _total, ...card }) => card),
    total: rows[0]?.total ?? 0,
  };
}
