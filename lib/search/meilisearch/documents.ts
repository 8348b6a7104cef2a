// The Meilisearch index: its settings and one document per card. Documents
// carry the card's search words (lib/cards/normalise-name.ts), the same words
// PostgreSQL indexes, so both engines split and fold text alike.
import type { Settings } from "meilisearch";
import { cardTextToPlain } from "../../cards/card-text";
import { nameKey, searchWords } from "../../cards/normalise-name";
import { TYPO_WORD_SIZES } from "../words";

export const CARDS_INDEX = "cards";

const NUMERIC_ATTRIBUTES = [
  "cost",
  "creditValue",
  "vp",
  "distance",
  "jump",
  "attack",
  "defense",
  "structure",
  "crewSlots",
  "upgradeSlotCount",
] as const;

export const INDEX_SETTINGS: Settings = {
  // Order matters: a match in the name ranks above one in the rules text.
  searchableAttributes: ["nameWords", "tagWords", "textWords"],
  filterableAttributes: [
    "id",
    "terms",
    "type",
    "subtypes",
    "setCode",
    "nameKey",
    "words",
    "text",
    "flavor",
    ...NUMERIC_ATTRIBUTES,
  ],
  sortableAttributes: ["name", "cost", "setPosition", "number"],
  // The typo rules of lib/search/words.ts; the last word of the query also matches as a prefix.
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: TYPO_WORD_SIZES.oneTypo, twoTypos: TYPO_WORD_SIZES.twoTypos },
  },
  prefixSearch: "indexingTime",
  pagination: { maxTotalHits: 100_000 },
  faceting: { maxValuesPerFacet: 200 },
};

export interface CardDocument {
  id: number;
  name: string;
  /** nameKey(name): exact-name filters. */
  nameKey: string;
  /**
   * Search words, space-separated: the name's; the subtypes', traits', keywords' and a crew's skills'; the rules
   * text's (icons as their words).
   */
  nameWords: string;
  tagWords: string;
  textWords: string;
  /** All of them, once, for filters on a word under "-" or "or" (Meilisearch's query string takes only top-level words). */
  words: string;
  type: string;
  subtypes: string[];
  traits: string[];
  keywords: string[];
  text: string;
  flavor: string;
  terms: string[];
  setCode: string;
  setPosition: number;
  number: number;
  cost: number | null;
  creditValue: number | null;
  vp: number | null;
  distance: number | null;
  jump: number | null;
  attack: number | null;
  defense: number | null;
  structure: number | null;
  crewSlots: number | null;
  upgradeSlotCount: number | null;
}

export interface IndexableCard extends Omit<
  CardDocument,
  "nameKey" | "nameWords" | "tagWords" | "textWords" | "words" | "terms" | "text" | "flavor" | "setPosition"
> {
  text: string;
  flavor: string | null;
  /** A crew's skills, as ids ("jack_of_all_trades"): searched as words, as the card's subtypes are. */
  skills: string[];
  searchTerms: string[];
  set: { position: number };
}

/** Search words between spaces, so a filter can look for " word " whole. */
const wordsOf = (text: string) => ` ${searchWords(text).join(" ")} `;

export function toDocument(card: IndexableCard): CardDocument {
  const { searchTerms, set, text, flavor, ...rest } = card;
  // Icons read as their words, as in PostgreSQL's search vector: "[skill:pilot]" is "skill pilot".
  const textWords = wordsOf(text.replace(/\[([a-z_]+)(:[a-z_]+)?\]/g, " $1 $2 "));
  const nameWords = wordsOf(card.name);
  const tagWords = wordsOf([...card.subtypes, ...card.traits, ...card.keywords, ...card.skills].join(" "));
  return {
    ...rest,
    nameKey: nameKey(card.name),
    nameWords,
    tagWords,
    textWords,
    words: ` ${[...new Set(`${nameWords}${tagWords}${textWords}`.split(" ").filter(Boolean))].join(" ")} `,
    text: cardTextToPlain(text),
    flavor: flavor ?? "",
    terms: searchTerms,
    setPosition: set.position,
  };
}
