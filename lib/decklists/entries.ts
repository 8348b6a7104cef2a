// A decklist's entries before and after matching them to the catalogue. Pure
// types, shared by the resolver, the reports and the forms.
import type { CardType } from "../cards/vocabulary";
import type { Deck, Section } from "../rules/types";

/** Where a list puts a card: one of the deck's sections, or the sideboard ("considering"), which the verdict never counts. */
export type DecklistSection = Section | "considering";
export const DECKLIST_SECTIONS = [
  "ship",
  "captain",
  "adventure",
  "considering",
] as const satisfies readonly DecklistSection[];

/** An entry to resolve: a parsed decklist line, or an API card reference by name or slug. */
export interface EntryToResolve {
  name?: string;
  slug?: string;
  quantity: number;
  setCode?: string;
  number?: number;
  section?: DecklistSection;
  line?: number;
}

export interface CardRef {
  name: string;
  slug: string;
  setCode: string;
}

export interface MatchedEntry extends CardRef {
  type: CardType;
  quantity: number;
  section?: DecklistSection;
  line?: number;
}

export interface UnknownEntry {
  /** What the list said: the name, or the slug of an API reference. */
  name: string;
  quantity: number;
  setCode?: string;
  /** Where the list put it: a pick for it goes there too. */
  section?: DecklistSection;
  line?: number;
  /** Up to three catalogue cards the player may have meant, best first. */
  suggestions: CardRef[];
}

export interface ResolvedDecklist {
  matched: MatchedEntry[];
  unknown: UnknownEntry[];
  /** The matched entries as the legality engine reads them: the sideboard's left out. */
  deck: Deck;
}
