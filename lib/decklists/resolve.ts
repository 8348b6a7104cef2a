// Matches decklist entries to catalogue cards by looking their names up in
// the database: one query for every name of the list, one more for the
// closest matches of the names nobody recognised (at most MAX_SUGGESTED_NAMES
// of them). Work grows with the list, never with list × catalogue.
import "server-only";
import { prisma } from "@/lib/db";
import { cardFieldsSelect, toCardFields, type CardFields } from "@/lib/cards/card-fields";
import { nameKey, normaliseName } from "@/lib/cards/normalise-name";
import { toRulesCard } from "@/lib/rules/to-rules-card";
import type { Deck, UnidentifiedEntry } from "@/lib/rules/types";
import { closestNames, MAX_SUGGESTIONS } from "./closest-names";
import type { CardRef, EntryToResolve, ResolvedDecklist, UnknownEntry } from "./entries";
import { MAX_SUGGESTED_NAMES } from "./limits";

// Names are compared by the one matching key search uses too (card.nameKey in
// the database): typography, case, accents, punctuation, hyphens and the
// spaces between words do not count. Closest names for the unknown ones stay
// one batched trigram query (a per-name search would grow with the list).
const refOf = (card: CardFields): CardRef => ({ name: card.name, slug: card.slug, setCode: card.setCode });

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

/** An unknown entry as the rules engine reports it; a known name with a set code no printing has is named with that code. */
function toUnidentified(entry: UnknownEntry): UnidentifiedEntry {
  const printed = (ref: { name: string; setCode?: string }) =>
    entry.setCode && ref.setCode ? `${ref.name} (${ref.setCode})` : ref.name;
  return {
    name: printed(entry),
    quantity: entry.quantity,
    ...(entry.line !== undefined ? { line: entry.line } : {}),
    suggestions: [...new Set(entry.suggestions.map(printed))],
  };
}

export async function resolveDecklist(options: { entries: readonly EntryToResolve[] }): Promise<ResolvedDecklist> {
  const keyOf = (entry: EntryToResolve) =>
    entry.slug !== undefined ? entry.slug.trim().toLowerCase() : nameKey(entry.name ?? "");
  const printings = await findPrintings([...new Set(options.entries.map(keyOf))]);

  const result: ResolvedDecklist = { matched: [], unknown: [], deck: { entries: [] } };
  const deckEntries: Deck["entries"][number][] = [];
  const unmatched: { entry: EntryToResolve; named: CardFields[] }[] = [];
  for (const entry of options.entries) {
    const named = printings.get(keyOf(entry)) ?? [];
    const card = named.find(
      (c) =>
        (!entry.setCode || c.setCode === entry.setCode) && (entry.number === undefined || c.number === entry.number),
    );
    if (!card) {
      unmatched.push({ entry, named });
      continue;
    }
    const where = {
      ...(entry.section ? { section: entry.section } : {}),
      ...(entry.line !== undefined ? { line: entry.line } : {}),
    };
    result.matched.push({ ...refOf(card), type: card.type, quantity: entry.quantity, ...where });
    if (entry.section === "considering") continue;
    deckEntries.push({
      card: toRulesCard(card),
      quantity: entry.quantity,
      ...(entry.section ? { section: entry.section } : {}),
    });
  }

  // A known name with the wrong set code is offered its real printings rather than look-alikes.
  const toSuggest = [
    ...new Set(
      unmatched.filter((u) => u.named.length === 0).map((u) => normaliseName(u.entry.name ?? u.entry.slug ?? "")),
    ),
  ];
  const suggested = await suggestionsFor(toSuggest.slice(0, MAX_SUGGESTED_NAMES));
  for (const { entry, named } of unmatched) {
    const given = entry.name ?? entry.slug ?? "";
    result.unknown.push({
      name: given,
      quantity: entry.quantity,
      ...(entry.setCode ? { setCode: entry.setCode } : {}),
      ...(entry.section ? { section: entry.section } : {}),
      ...(entry.line !== undefined ? { line: entry.line } : {}),
      suggestions:
        named.length > 0 ? named.slice(0, MAX_SUGGESTIONS).map(refOf) : (suggested.get(normaliseName(given)) ?? []),
    });
  }
  // The engine calls a list with unknown cards not legal, naming each (rule unknown-card).
  result.deck = { entries: deckEntries, unidentified: result.unknown.map(toUnidentified) };
  return result;
}
