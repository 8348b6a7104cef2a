// Matches decklist entries to catalogue cards by looking their names up in
// the database: one query for every name of the list; for the names nobody
// recognised (at most MAX_SUGGESTED_NAMES of them), a name search each and one
// query for the suggestions' printings. Work grows with the list, never with list × catalogue.
import "server-only";
import { prisma } from "@/lib/db";
import { cardFieldsSelect, toCardFields, type CardFields } from "@/lib/cards/card-fields";
import { nameKey } from "@/lib/cards/normalise-name";
import { toRulesCard } from "@/lib/rules/to-rules-card";
import { rankCardNames } from "@/lib/search/card-names";
import { MAX_SUGGESTIONS } from "./closest-names";
import type { CardRef, EntryToResolve, ResolvedDecklist } from "./entries";
import { matchDecklist } from "./match";

// Names are compared by the one matching key search uses too (card.nameKey in
// the database): typography, case, accents, punctuation, hyphens and the
// spaces between words do not count.

/** Every printing of the given names or slugs, in catalogue order (set, then number). */
async function findPrintings(keys: readonly string[]): Promise<Map<string, CardFields[]>> {
  const byKey = new Map<string, CardFields[]>();
  if (keys.length === 0) return byKey;
  const rows = await prisma.card.findMany({
    where: { OR: [{ slug: { in: [...keys] } }, { nameKey: { in: [...keys] } }] },
    select: cardFieldsSelect,
    orderBy: [{ set: { position: "asc" } }, { number: "asc" }],
  });
  for (const card of rows.map(toCardFields)) {
    for (const key of new Set([nameKey(card.name), card.slug])) byKey.set(key, [...(byKey.get(key) ?? []), card]);
  }
  return byKey;
}

/** Ranked cards asked for per unknown name: printings of one name take several, the list shows MAX_SUGGESTIONS names. */
const CANDIDATES_PER_NAME = 10;

/**
 * Closest catalogue cards for each name, from the one name matcher search uses (every word a prefix, typos forgiven,
 * joined and split words, "did you mean"), each name once as its first printing in catalogue order.
 */
async function suggestionsFor(names: readonly string[]): Promise<Map<string, CardRef[]>> {
  const ranked = await Promise.all(
    names.map(async (name) => {
      const { cards } = await rankCardNames({ query: name, limit: CANDIDATES_PER_NAME });
      return [name, [...new Set(cards.map((c) => c.name))].slice(0, MAX_SUGGESTIONS)] as const;
    }),
  );
  const suggested = [...new Set(ranked.flatMap(([, found]) => found))];
  const printings = suggested.length
    ? await prisma.card.findMany({
        where: { name: { in: suggested } },
        select: { name: true, slug: true, setCode: true },
        orderBy: [{ set: { position: "asc" } }, { number: "asc" }],
      })
    : [];
  const firstNamed = new Map([...printings].reverse().map((c) => [c.name, c] as const));
  return new Map(ranked.map(([name, found]) => [name, found.map((n) => firstNamed.get(n)!)]));
}

/** Matches the entries against the catalogue in the database. */
export function resolveDecklist(options: { entries: readonly EntryToResolve[] }): Promise<ResolvedDecklist> {
  return matchDecklist<CardFields>({
    entries: options.entries,
    lookup: { printings: findPrintings, suggestions: suggestionsFor, rulesCard: toRulesCard },
  });
}
