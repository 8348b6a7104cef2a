// Decklist look-ups against the offline bundle, as resolve.ts makes them
// against the database: by normalised name or slug, printings in catalogue
// order; suggestions ranked by the same closestNames. Pure.
import { nameKey } from "../cards/normalise-name";
import { closestNames, MAX_SUGGESTIONS } from "../decklists/closest-names";
import type { CardRef } from "../decklists/entries";
import type { DecklistLookup } from "../decklists/match";
import type { BundleCard, OfflineBundle } from "./bundle-types";

interface Index {
  byKey: Map<string, BundleCard[]>;
  /** Each name once, with its first printing in catalogue order. */
  firstNamed: Map<string, BundleCard>;
}

const indexes = new WeakMap<OfflineBundle, Index>();

function indexOf(bundle: OfflineBundle): Index {
  let index = indexes.get(bundle);
  if (index) return index;
  index = { byKey: new Map(), firstNamed: new Map() };
  for (const card of bundle.cards) {
    for (const key of new Set([nameKey(card.name), card.slug]))
      index.byKey.set(key, [...(index.byKey.get(key) ?? []), card]);
    if (!index.firstNamed.has(card.name)) index.firstNamed.set(card.name, card);
  }
  indexes.set(bundle, index);
  return index;
}

const refOf = (card: CardRef): CardRef => ({ name: card.name, slug: card.slug, setCode: card.setCode });

export function bundleLookup(bundle: OfflineBundle): DecklistLookup<BundleCard> {
  const { byKey, firstNamed } = indexOf(bundle);
  const names = [...firstNamed.keys()];
  return {
    printings: async (keys) => new Map(keys.flatMap((key) => (byKey.has(key) ? [[key, byKey.get(key)!]] : []))),
    suggestions: async (queries) =>
      new Map(
        queries.map((query) => [
          query,
          closestNames(query, names, MAX_SUGGESTIONS).map((name) => refOf(firstNamed.get(name)!)),
        ]),
      ),
    rulesCard: (card) => card,
  };
}
