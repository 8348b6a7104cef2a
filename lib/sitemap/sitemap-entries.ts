// Every address worth a search engine's visit: the catalogue pages, each card
// and set, each rules entry and section page and each public deck, with when it last changed.
import "server-only";
import { prisma } from "@/lib/db";
import { CARD_ANATOMY_PATH, sectionPath } from "@/lib/glossary/reference-pages";

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [cards, sets, entries, sections, decks] = await Promise.all([
    prisma.card.findMany({ select: { slug: true, updatedAt: true }, orderBy: { slug: "asc" } }),
    prisma.cardSet.findMany({ select: { code: true }, orderBy: { position: "asc" } }),
    prisma.glossaryEntry.findMany({ select: { anchor: true }, orderBy: { anchor: "asc" } }),
    prisma.rulesSection.findMany({ orderBy: [{ position: "asc" }, { anchor: "asc" }] }),
    prisma.deck.findMany({
      where: { visibility: "PUBLIC", deletedAt: null },
      select: { id: true, updatedAt: true },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  return [
    ...["/", "/cards", "/rules", "/rules/card-anatomy", "/syntax", "/sets", "/decks/public", "/check"].map((path) => ({
      path,
    })),
    ...sets.map((s) => ({ path: `/sets/${s.code.toLowerCase()}` })),
    ...cards.map((c) => ({ path: `/cards/${c.slug}`, lastModified: c.updatedAt })),
    ...entries.map((e) => ({ path: `/rules/${e.anchor}` })),
    // The reference's own pages for its later sections (the anatomy appendix is listed above).
    ...sections.flatMap((s) => {
      const path = sectionPath(s, sections);
      return path && path !== CARD_ANATOMY_PATH ? [{ path }] : [];
    }),
    ...decks.map((d) => ({ path: `/decks/${d.id}`, lastModified: d.updatedAt })),
  ];
}
