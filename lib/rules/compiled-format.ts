// A format made ready to check decks against: its checks in verdict order and
// its lists in the shape checks look them up in. Built once per format object
// (formats are treated as immutable once parsed).
import { checksFor, type BoundCheck } from "./checks/index";
import type { Format } from "./format";

/** A banned or restricted list: card names (any case) or slugs. */
interface CardList {
  has(card: { slug: string; name: string }): boolean;
}

export interface CompiledFormat {
  format: Format;
  checks: BoundCheck[];
  banned: CardList;
  restricted: CardList;
  legalSets: ReadonlySet<string> | null;
}

function cardList(entries: readonly string[]): CardList {
  const listed = new Set(entries.map((e) => e.toLowerCase()));
  // Remembers the answer per name so a deck check lower-cases no strings.
  const byName = new Map<string, boolean>();
  return {
    has(card) {
      if (listed.has(card.slug)) return true;
      let hit = byName.get(card.name);
      if (hit === undefined) byName.set(card.name, (hit = listed.has(card.name.toLowerCase())));
      return hit;
    },
  };
}

const cache = new WeakMap<Format, CompiledFormat>();

export function compileFormat(format: Format): CompiledFormat {
  let compiled = cache.get(format);
  if (!compiled) {
    compiled = {
      format,
      checks: checksFor(format),
      banned: cardList(format.banned),
      restricted: cardList(format.restricted),
      legalSets: format.legalSets ? new Set(format.legalSets) : null,
    };
    cache.set(format, compiled);
  }
  return compiled;
}
