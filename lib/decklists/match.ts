// Matches decklist entries to catalogue printings, given a way to look names
// up: the database on the server (resolve.ts), the offline bundle in the
// browser. One matching, so both give the same list the same verdict. Pure.
import type { CardType } from "../cards/vocabulary";
import { nameKey, normaliseName } from "../cards/normalise-name";
import type { Deck, RulesCard, UnidentifiedEntry } from "../rules/types";
import { MAX_SUGGESTIONS } from "./closest-names";
import type { CardRef, EntryToResolve, ResolvedDecklist, UnknownEntry } from "./entries";
import { MAX_SUGGESTED_NAMES } from "./limits";

/** What matching reads of a printing. */
export interface Printing extends CardRef {
  type: CardType;
  number: number;
}

export interface DecklistLookup<P extends Printing> {
  /** Every printing of the given names (normalised) or slugs, in catalogue order (set, then number), by key. */
  printings(keys: readonly string[]): Promise<Map<string, P[]>>;
  /** The closest catalogue cards for each of the names (normalised), best first. */
  suggestions(names: readonly string[]): Promise<Map<string, CardRef[]>>;
  rulesCard(printing: P): RulesCard;
}

const refOf = (card: CardRef): CardRef => ({ name: card.name, slug: card.slug, setCode: card.setCode });

/** The key a name or slug is looked up by: names by the one matching key search uses too. */
const lookupKey = (entry: EntryToResolve) =>
  entry.slug !== undefined ? entry.slug.trim().toLowerCase() : nameKey(entry.name ?? "");

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

export async function matchDecklist<P extends Printing>(options: {
  entries: readonly EntryToResolve[];
  lookup: DecklistLookup<P>;
}): Promise<ResolvedDecklist> {
  const { entries, lookup } = options;
  const printings = await lookup.printings([...new Set(entries.map(lookupKey))]);

  const result: ResolvedDecklist = { matched: [], unknown: [], deck: { entries: [] } };
  const deckEntries: Deck["entries"][number][] = [];
  const unmatched: { entry: EntryToResolve; named: P[] }[] = [];
  for (const entry of entries) {
    const named = printings.get(lookupKey(entry)) ?? [];
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
      card: lookup.rulesCard(card),
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
  const suggested = await lookup.suggestions(toSuggest.slice(0, MAX_SUGGESTED_NAMES));
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
