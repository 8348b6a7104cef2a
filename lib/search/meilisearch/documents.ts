// The Meilisearch index: its settings and one document per card.
import type { Settings } from "meilisearch";
import { cardTextToPlain } from "../../cards/card-text";

export const CARDS_INDEX = "cards";

export const NUMERIC_ATTRIBUTES = [
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
  searchableAttributes: ["name", "subtypes", "traits", "keywords", "text"],
  filterableAttributes: ["id", "terms", "type", "subtypes", "setCode", "nameLower", "text", "flavor", ...NUMERIC_ATTRIBUTES],
  sortableAttributes: ["name", "cost", "setPosition", "number"],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
  pagination: { maxTotalHits: 100_000 },
  faceting: { maxValuesPerFacet: 200 },
};

export interface CardDocument {
  id: number;
  name: string;
  nameLower: string;
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

export interface IndexableCard extends Omit<CardDocument, "nameLower" | "terms" | "text" | "flavor" | "setPosition"> {
  text: string;
  flavor: string | null;
  searchTerms: string[];
  set: { position: number };
}

export function toDocument(card: IndexableCard): CardDocument {
  const { searchTerms, set, text, flavor, ...rest } = card;
  return {
    ...rest,
    nameLower: card.name.toLowerCase(),
    text: cardTextToPlain(text),
    flavor: flavor ?? "",
    terms: searchTerms,
    setPosition: set.position,
  };
}
