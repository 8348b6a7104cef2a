// Catalogue reads for the pages. Plain name/text search here; the query
// language and ranked search live in lib/search.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CATALOGUE_PAGE_SIZE, type CatalogueQuery } from "./catalogue-query";

const listSelect = {
  id: true,
  slug: true,
  name: true,
  type: true,
  subtypes: true,
  traits: true,
  keywords: true,
  cost: true,
  creditValue: true,
  text: true,
  setCode: true,
  number: true,
  vp: true,
} satisfies Prisma.CardSelect;
export type CardSummary = Prisma.CardGetPayload<{ select: typeof listSelect }>;

function whereFor(query: CatalogueQuery): Prisma.CardWhereInput {
  const where: Prisma.CardWhereInput = {};
  if (query.type) where.type = query.type;
  if (query.set) where.setCode = query.set;
  if (query.subtype) where.subtypes = { has: query.subtype };
  if (query.q) {
    where.OR = [
      { name: { contains: query.q, mode: "insensitive" } },
      { text: { contains: query.q, mode: "insensitive" } },
    ];
  }
  return where;
}

const orderFor: Record<CatalogueQuery["sort"], Prisma.CardOrderByWithRelationInput[]> = {
  name: [{ name: "asc" }, { setCode: "asc" }],
  cost: [{ cost: { sort: "asc", nulls: "last" } }, { name: "asc" }],
  set: [{ set: { position: "asc" } }, { number: "asc" }],
};

export async function listCards(query: CatalogueQuery): Promise<{ items: CardSummary[]; total: number; pageCount: number }> {
  const where = whereFor(query);
  const [total, items] = await Promise.all([
    prisma.card.count({ where }),
    prisma.card.findMany({
      where,
      select: listSelect,
      orderBy: orderFor[query.sort],
      skip: (query.page - 1) * CATALOGUE_PAGE_SIZE,
      take: CATALOGUE_PAGE_SIZE,
    }),
  ]);
  return { items, total, pageCount: Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)) };
}

/** Subtypes in use, for the filter (of one type when a type is chosen). */
export async function listSubtypes(type: CatalogueQuery["type"]): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ subtype: string }[]>`
    SELECT DISTINCT unnest("subtypes") AS subtype FROM card
    WHERE ${type}::text IS NULL OR "type"::text = ${type}::text
    ORDER BY 1`;
  return rows.map((r) => r.subtype);
}

export async function listSets() {
  const sets = await prisma.cardSet.findMany({ orderBy: { position: "asc" }, include: { _count: { select: { cards: true } } } });
  return sets.map(({ _count, ...set }) => ({ ...set, cardCount: _count.cards }));
}

export async function getSet(code: string) {
  return prisma.cardSet.findUnique({
    where: { code: code.toUpperCase() },
    include: { cards: { select: listSelect, orderBy: { number: "asc" } } },
  });
}

export async function getCard(slug: string) {
  return prisma.card.findUnique({
    where: { slug },
    include: {
      set: true,
      errata: { orderBy: { publishedOn: "desc" } },
      rulings: { orderBy: [{ ruledOn: "desc" }, { position: "asc" }] },
    },
  });
}
export type CardDetail = NonNullable<Awaited<ReturnType<typeof getCard>>>;

/** A handful of cards for the home page: one of each type, changing daily. */
export async function featuredCards(): Promise<CardSummary[]> {
  const ids = await prisma.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT ON ("type") id FROM card
    ORDER BY "type", md5(slug || current_date::text)`;
  return prisma.card.findMany({ where: { id: { in: ids.map((r) => r.id) } }, select: listSelect, orderBy: { type: "asc" } });
}
