// Matches decklist entries to catalogue cards: by name (any case) or slug, a
// set code and collector number narrowing the printing. Entries nobody
// recognises come back with the closest names, so the player can pick one.
import "server-only";
import { prisma } from "@/lib/db";
import type { Deck, RulesCard, Section } from "@/lib/rules/types";
import { closestNames } from "./closest-names";
import { deckCardSelect, rulesCardOf } from "./deck-cards";

/** An entry to resolve: a parsed decklist line or an API card reference (its slug given as the name). */
export interface EntryToResolve {
  name: string;
  quantity: number;
  setCode?: string;
  number?: number;
  section?: Section;
  line?: number;
}

export interface CardRef {
  name: string;
  slug: string;
  setCode: string;
}

export interface MatchedEntry extends CardRef {
  quantity: number;
  section?: Section;
  line?: number;
}

export interface UnknownEntry {
  name: string;
  quantity: number;
  setCode?: string;
  line?: number;
  /** Up to three catalogue cards the player may have meant, best first. */
  suggestions: CardRef[];
}

export interface ResolvedDecklist {
  matched: MatchedEntry[];
  unknown: UnknownEntry[];
  deck: Deck;
}

type CatalogueCard = RulesCard & { number: number };

async function loadCards(): Promise<CatalogueCard[]> {
  const rows = await prisma.card.findMany({ select: deckCardSelect, orderBy: [{ set: { position: "asc" } }, { number: "asc" }] });
  return rows.map((row) => ({ ...rulesCardOf(row), number: row.number }));
}

const refOf = (card: RulesCard): CardRef => ({ name: card.name, slug: card.slug, setCode: card.setCode });

export async function resolveDecklist(options: { entries: readonly EntryToResolve[] }): Promise<ResolvedDecklist> {
  const cards = await loadCards();
  const byKey = new Map<string, CatalogueCard[]>();
  for (const card of cards) {
    for (const key of new Set([card.name.toLowerCase(), card.slug])) byKey.set(key, [...(byKey.get(key) ?? []), card]);
  }
  const names = [...new Set(cards.map((c) => c.name))];
  const firstNamed = new Map(cards.map((c) => [c.name, c] as const).reverse());

  const result: ResolvedDecklist = { matched: [], unknown: [], deck: { entries: [] } };
  const deckEntries: Deck["entries"][number][] = [];
  for (const entry of options.entries) {
    const named = byKey.get(entry.name.trim().toLowerCase()) ?? [];
    const printings = named.filter(
      (c) => (!entry.setCode || c.setCode === entry.setCode) && (entry.number === undefined || c.number === entry.number),
    );
    const card = printings[0];
    const where = { ...(entry.section ? { section: entry.section } : {}), ...(entry.line !== undefined ? { line: entry.line } : {}) };
    if (card) {
      result.matched.push({ ...refOf(card), quantity: entry.quantity, ...where });
      deckEntries.push({ card, quantity: entry.quantity, ...(entry.section ? { section: entry.section } : {}) });
      continue;
    }
    // A known name with the wrong set code: offer its real printings rather than look-alikes.
    const suggestions = named.length > 0 ? named.slice(0, 3) : closestNames(entry.name, names).map((n) => firstNamed.get(n)!);
    result.unknown.push({
      name: entry.name,
      quantity: entry.quantity,
      ...(entry.setCode ? { setCode: entry.setCode } : {}),
      ...(entry.line !== undefined ? { line: entry.line } : {}),
      suggestions: suggestions.map(refOf),
    });
  }
  result.deck = { entries: deckEntries };
  return result;
}
