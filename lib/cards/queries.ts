// Catalogue reads for the pages: cards, sets, subtypes. Searching and
// listing by a query lives in lib/search.
import "server-only";
import { prisma, runSql } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CardType } from "./vocabulary";

export const cardSummarySelect = {
  id: true,
  slug: true,
  name: true,
  type: true,
  subtypes: true,
  traits: true,
  keywords: true,
  skills: true,
  expertSkills: true,
  cost: true,
  creditValue: true,
  text: true,
  setCode: true,
  number: true,
  vp: true,
} satisfies Prisma.CardSelect;
export type CardSummary = Prisma.CardGetPayload<{ select: typeof cardSummarySelect }>;

/** Subtypes in use, for the filter (of one type when a type is chosen). */
export async function listSubtypes(type: CardType | null): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ subtype: string }[]>`
    SELECT DISTINCT unnest("subtypes") AS subtype FROM card
    WHERE ${type}::text IS NULL OR "type"::text = ${type}::text
    ORDER BY 1`;
  return rows.map((r) => r.subtype);
}

export async function listSets() {
  const sets = await prisma.cardSet.findMany({
    orderBy: { position: "asc" },
    // Retired cards (issue 38) are not counted: the set's page does not list them.
    include: { _count: { select: { cards: { where: { retiredAt: null } } } } },
  });
  return sets.map(({ _count, ...set }) => ({ ...set, cardCount: _count.cards }));
}

/** Each set's name by its code, as search facets label them; read beside each search as a player types, so on the
 * pool as the search's own statements are (ADR 015). */
export async function setNamesByCode(): Promise<Record<string, string>> {
  const sets = await runSql<{ code: string; name: string }>(`SELECT code, name FROM card_set`, []);
  return Object.fromEntries(sets.map((s) => [s.code, s.name]));
}

export async function getSet(code: string) {
  return prisma.cardSet.findUnique({
    where: { code: code.toUpperCase() },
    // Retired cards (issue 38) keep their own pages but leave the set's list.
    include: { cards: { where: { retiredAt: null }, select: cardSummarySelect, orderBy: { number: "asc" } } },
  });
}

const cardDetailInclude = {
  set: true,
  errata: { orderBy: { publishedOn: "desc" } },
  rulings: { orderBy: [{ ruledOn: "desc" }, { position: "asc" }] },
  images: { select: { face: true, hash: true, width: true, height: true }, orderBy: { face: "asc" } },
} satisfies Prisma.CardInclude;

/** A card by its slug in any case ("MERROWS-LANTERN" finds merrows-lantern): the one lookup pages and the API use. */
export async function getCard(slug: string) {
  return (
    (await prisma.card.findUnique({ where: { slug }, include: cardDetailInclude })) ??
    prisma.card.findFirst({
      where: { slug: { equals: slug, mode: "insensitive" } },
      include: cardDetailInclude,
      orderBy: { slug: "asc" },
    })
  );
}
export type CardDetail = NonNullable<Awaited<ReturnType<typeof getCard>>>;

/** A handful of cards for the home page: one of each type, a different pick each day ("2025-06-01"). */
export async function featuredCards({ day }: { day: string }): Promise<CardSummary[]> {
  const ids = await prisma.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT ON ("type") id FROM card WHERE "retiredAt" IS NULL
    ORDER BY "type", md5(slug || ${day})`;
  return prisma.card.findMany({
    where: { id: { in: ids.map((r) => r.id) } },
    select: cardSummarySelect,
    orderBy: { type: "asc" },
  });
}
