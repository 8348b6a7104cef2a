// "Popular this week" on /decks/public: the likes and favourites a deck was given in the last seven days, the most
// first, ties newest first; decks given none follow, newest first. Prisma cannot order by a filtered relation count,
// so the week's given decks are counted apart (there are few of them) and placed before the rest.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

const POPULAR_DAYS = 7;

/** Likes plus favourites each deck was given since `since`, by deck id. */
async function givenSince(since: Date): Promise<Map<string, number>> {
  const where = { createdAt: { gte: since } };
  const [likes, favourites] = await Promise.all([
    prisma.deckLike.groupBy({ by: ["deckId"], where, _count: { _all: true } }),
    prisma.deckFavourite.groupBy({ by: ["deckId"], where, _count: { _all: true } }),
  ]);
  const given = new Map<string, number>();
  for (const row of [...likes, ...favourites]) given.set(row.deckId, (given.get(row.deckId) ?? 0) + row._count._all);
  return given;
}

/** The ids of one page of the decks matching `where`, the most given this week first. */
export async function popularPageIds(options: {
  where: Prisma.DeckWhereInput;
  skip: number;
  take: number;
  now?: Date;
}): Promise<string[]> {
  const { where, skip, take } = options;
  const since = new Date((options.now ?? new Date()).getTime() - POPULAR_DAYS * 86_400_000);
  const given = await givenSince(since);
  const ids = [...given.keys()];
  const active = ids.length
    ? await prisma.deck.findMany({
        where: { AND: [where, { id: { in: ids } }] },
        select: { id: true, createdAt: true },
      })
    : [];
  active.sort(
    (a, b) =>
      given.get(b.id)! - given.get(a.id)! || b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
  );
  const first = active.slice(skip, skip + take).map((d) => d.id);
  if (first.length === take) return first;
  const rest = await prisma.deck.findMany({
    where: { AND: [where, { id: { notIn: active.map((d) => d.id) } }] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: Math.max(0, skip - active.length),
    take: take - first.length,
    select: { id: true },
  });
  return [...first, ...rest.map((d) => d.id)];
}
