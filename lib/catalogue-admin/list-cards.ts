// The editors' list of cards: by name (any part, any case), within one set or
// all, in set and number order, a page at a time; editors only.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { requireCatalogueEditor } from "./editors";

const PAGE_SIZE = 50;
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** The list's address parameters; anything odd reads as "none" rather than an error. */
export const cardListQuerySchema = z.object({
  q: z.preprocess(one, z.string().trim().max(80).catch("")).default(""),
  set: z.preprocess(
    one,
    z
      .string()
      .regex(/^[A-Z0-9]{1,12}$/)
      .optional()
      .catch(undefined),
  ),
  page: z.preprocess(one, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
});
export type CardListQuery = z.output<typeof cardListQuerySchema>;

export async function listCardsForEditing(options: { editorId: string; query: CardListQuery }) {
  const { q, set, page } = options.query;
  await requireCatalogueEditor({ userId: options.editorId });
  const where: Prisma.CardWhereInput = {
    ...(q ? { name: { contains: q, mode: "insensitive" } } : {}),
    ...(set ? { setCode: set } : {}),
  };
  const [total, cards, sets] = await Promise.all([
    prisma.card.count({ where }),
    prisma.card.findMany({
      where,
      orderBy: [{ set: { position: "asc" } }, { number: "asc" }],
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      select: { slug: true, name: true, setCode: true, number: true, type: true, source: true },
    }),
    prisma.cardSet.findMany({ orderBy: { position: "asc" }, select: { code: true, name: true } }),
  ]);
  return { cards, sets, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export type CardList = Awaited<ReturnType<typeof listCardsForEditing>>;
