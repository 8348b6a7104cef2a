// Matches decklist entries to catalogue cards by looking their names up in
// the database: one query for every name of the list, one more for the
// closest matches of the names nobody recognised (at most MAX_SUGGESTED_NAMES
// of them). Work grows with the list, never with list × catalogue.
import "server-only";
import { prisma } from "@/lib/db";
import { cardFieldsSelect, toCardFields, type CardFields } from "@/lib/cards/card-fields";
import { nameKey } from "@/lib/cards/normalise-name";
import { toRulesCard } from "@/lib/rules/to-rules-card";
import { closestNames, MAX_SUGGESTIONS } from "./closest-names";
import type { CardRef, EntryToResolve, ResolvedDecklist } from "./entries";
import { matchDecklist } from "./match";

// Names are compared by the one matching key search uses too (card.nameKey in
// the database): typography, case, accents, punctuation, hyphens and the
// spaces between words do not count. Closest names for the unknown ones stay
// one batched trigram query (a per-name search would grow with the list).

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

const CANDIDATES_PER_NAME = 10;

/** Closest catalogue cards for each name: trigram candidates from the name index, ranked by spelling and shared words. */
async function suggestionsFor(names: readonly string[]): Promise<Map<string, CardRef[]>> {
  const suggestions = new Map<string, CardRef[]>();
  if (names.length === 0) return suggestions;
  const rows = await prisma.$queryRaw<{ query: string; name: string; slug: string; setCode: string }[]>`
    SELECT q.name AS query, c.name, c.slug, c."setCode"
    FROM unnest(${names}::text[]) AS q(name)
    CROSS JOIN LATERAL (
      SELECT card.name, card.slug, card."setCode", card.number, s.position
      FROM card JOIN card_set s ON s.code = card."setCode"
      WHERE card.name % q.name OR q.name <% card.name
      ORDER BY similarity(card.name, q.name) DESC, card.name
      LIMIT ${CANDIDATES_PER_NAME}
    ) c
    ORDER BY q.name, c.position, c.number`;
  const candidates = new Map<string, CardRef[]>();
  for (const { query, ...card } of rows) candidates.set(query, [...(candidates.get(query) ?? []), card]);
  for (const name of names) {
    const cards = candidates.get(name) ?? [];
    const firstNamed = new Map([...cards].reverse().map((c) => [c.name, c] as const));
    suggestions.set(
      name,
      closestNames(
        name,
        cards.map((c) => c.name),
        MAX_SUGGESTIONS,
      ).map((n) => firstNamed.get(n)!),
    );
  }
  return suggestions;
}

/** Matches the entries against the catalogue in the database. */
export function resolveDecklist(options: { entries: readonly EntryToResolve[] }): Promise<ResolvedDecklist> {
  return matchDecklist<CardFields>({
    entries: options.entries,
    lookup: { printings: findPrintings, suggestions: suggestionsFor, rulesCard: toRulesCard },
  });
}
