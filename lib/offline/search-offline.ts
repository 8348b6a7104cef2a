// Card search in the builder without the server, over the offline bundle: the words of a query match card names
// (the full-text index is the server's), its keyed filters (t:crew sk:pilot cost<=2, !"Exact Name") mean what they
// mean online, read by the deck groups' in-memory matcher. Pure.
import { nameKey } from "../cards/normalise-name";
import { parseGroupQuery } from "../insight/group-query";
import type { BundleCard } from "./bundle-types";

export type OfflineSearch = { ok: true; cards: BundleCard[] } | { ok: false; message: string };

// A keyed filter (`key:`, `key<op>`), an exact name, or either negated; anything else is a word of the name.
const KEYED = /^-?(?:!|[a-z]+(?:<=|>=|!=|:|=|<|>))/i;
const TOKENS = /-?!?"[^"]*"|-?[a-z]+(?:<=|>=|!=|:|=|<|>)"[^"]*"|\S+/gi;

/** The cards matching `query`, each name once (its first printing), in catalogue order. */
export function searchBundleCards(options: { cards: readonly BundleCard[]; query: string }): OfflineSearch {
  const tokens = options.query.match(TOKENS) ?? [];
  const keyed = parseGroupQuery(tokens.filter((t) => KEYED.test(t)).join(" "));
  if (!keyed.ok) return { ok: false, message: keyed.error.message };
  const words = tokens.filter((t) => !KEYED.test(t)).map((t) => nameKey(t.replace(/"/g, "")));
  const seen = new Set<string>();
  const cards = options.cards.filter((card) => {
    if (seen.has(card.name)) return false;
    const name = nameKey(card.name);
    if (!words.every((w) => name.includes(w)) || !keyed.matches(card)) return false;
    seen.add(card.name);
    return true;
  });
  return { ok: true, cards };
}
