// Rules reference reads for the pages: the whole reference, one entry, the
// terms card text links, and the cards that carry a keyword.
import "server-only";
import { prisma } from "@/lib/db";
import { cardSummarySelect, type CardSummary } from "@/lib/cards/queries";
import type { Card, CardAnatomy, GlossaryEntry, RulesSection } from "@/lib/generated/prisma/client";
import { buildTermIndex, type LinkTerm, type TermIndex } from "./term-links";

export type AnatomyWithCard = CardAnatomy & { card: Card };

export interface RulesReference {
  sections: RulesSection[];
  entries: GlossaryEntry[];
  anatomy: AnatomyWithCard[];
}

export async function getRulesReference(): Promise<RulesReference> {
  const [sections, entries, anatomy] = await Promise.all([
    prisma.rulesSection.findMany({ orderBy: [{ position: "asc" }, { anchor: "asc" }] }),
    prisma.glossaryEntry.findMany({ orderBy: [{ position: "asc" }, { title: "asc" }] }),
    prisma.cardAnatomy.findMany({ orderBy: { position: "asc" } }),
  ]);
  const cards = await prisma.card.findMany({ where: { slug: { in: anatomy.map((a) => a.cardSlug) } } });
  const bySlug = new Map(cards.map((c) => [c.slug, c]));
  return {
    sections,
    entries,
    // An anatomy row whose card left the catalogue is skipped rather than breaking the page.
    anatomy: anatomy.flatMap((a) => {
      const card = bySlug.get(a.cardSlug);
      return card ? [{ ...a, card }] : [];
    }),
  };
}

/** The entry at an anchor, whatever its case ("exert" finds Exert): the one glossary lookup pages and the API use. */
export async function getGlossaryEntry(anchor: string): Promise<GlossaryEntry | null> {
  return prisma.glossaryEntry.findFirst({
    where: { anchor: { equals: anchor, mode: "insensitive" } },
    orderBy: { anchor: "asc" },
  });
}

/** The keyword overview's entries, A to Z. */
export async function getKeywordEntries(): Promise<GlossaryEntry[]> {
  return prisma.glossaryEntry.findMany({ where: { kind: "KEYWORD" }, orderBy: { title: "asc" } });
}

/** Titles of the given anchors (entries and sections), for labelling links. */
export async function anchorTitles(anchors: string[]): Promise<Map<string, string>> {
  const [entries, sections] = await Promise.all([
    prisma.glossaryEntry.findMany({ where: { anchor: { in: anchors } }, select: { anchor: true, title: true } }),
    prisma.rulesSection.findMany({ where: { anchor: { in: anchors } }, select: { anchor: true, title: true } }),
  ]);
  return new Map([...entries, ...sections].map((r) => [r.anchor, r.title]));
}

/** Every entry's terms: what card text is linked with. */
export async function listLinkTerms(): Promise<LinkTerm[]> {
  return prisma.glossaryEntry.findMany({
    where: { NOT: { terms: { isEmpty: true } } },
    select: { anchor: true, terms: true },
  });
}

/** The index card text is linked with. */
export async function getTermIndex(): Promise<TermIndex> {
  return buildTermIndex(await listLinkTerms());
}

/** Cards printing a keyword, with or without a value ("Armor" finds "Armor 2"). */
export async function cardsWithKeyword(keyword: string): Promise<CardSummary[]> {
  const ids = await prisma.$queryRaw<{ id: number }[]>`
    SELECT id FROM card
    WHERE EXISTS (SELECT 1 FROM unnest("keywords") k WHERE k = ${keyword} OR k LIKE ${`${keyword} %`})`;
  return prisma.card.findMany({
    where: { id: { in: ids.map((r) => r.id) } },
    select: cardSummarySelect,
    orderBy: [{ name: "asc" }, { setCode: "asc" }],
  });
}
