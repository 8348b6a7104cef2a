// The catalogue cards a format's lists name (by name or slug, any case), so
// the format pages can link them. One query for every list of every revision.
import "server-only";
import { prisma } from "@/lib/db";

export interface ListedCard {
  slug: string;
  name: string;
}

/** Each listed entry (as written) to its card; an entry naming no card is left out. */
export async function findListedCards(entries: readonly string[]): Promise<Map<string, ListedCard>> {
  const keys = [...new Set(entries.map((e) => e.toLowerCase()))];
  const found = new Map<string, ListedCard>();
  if (keys.length === 0) return found;
  const cards = await prisma.card.findMany({
    where: { OR: [{ slug: { in: keys } }, { name: { in: [...new Set(entries)], mode: "insensitive" } }] },
    select: { slug: true, name: true },
    orderBy: [{ set: { position: "asc" } }, { number: "asc" }],
  });
  for (const entry of entries) {
    const key = entry.toLowerCase();
    const card = cards.find((c) => c.slug === key || c.name.toLowerCase() === key);
    if (card) found.set(entry, card);
  }
  return found;
}
