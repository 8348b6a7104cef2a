// A card as the catalogue stores it: one flat record for every type, with the
// type-specific stats as nullable fields (the Card table mirrors this shape).
import type { CardType, Phase, Skill } from "./vocabulary";
import type { ComplicationFace, ContractFace } from "./seed-schema";

interface ErrataRecord {
  field: "text" | "cost" | "creditValue";
  printed: string;
  corrected: string;
  publishedOn: string;
  source: string;
  note: string | null;
}

interface RulingRecord {
  ruledOn: string;
  question: string;
  answer: string;
  source: string;
}

export interface HeroicRecord {
  skill: Skill;
  trained: string;
  expert: string;
}

export interface CardRecord {
  setCode: string;
  number: number;
  slug: string;
  name: string;
  type: CardType;
  subtypes: string[];
  traits: string[];
  keywords: string[];
  isUnique: boolean;
  cost: number | null;
  creditValue: number | null;
  text: string;
  printedText: string;
  flavor: string | null;
  // ship
  jump: number | null;
  attack: number | null;
  defense: number | null;
  initiative: number | null;
  crewSlots: number | null;
  handSize: number | null;
  upgradeSlots: Record<string, number> | null;
  capabilities: string[];
  // crew
  skills: Skill[];
  expertSkills: Skill[];
  wounds: number | null;
  // upgrade
  structure: number | null;
  // action
  phase: Phase | null;
  isReaction: boolean;
  heroic: HeroicRecord | null;
  // adventure
  contract: ContractFace | null;
  complication: ComplicationFace | null;
  vp: number | null;
  distance: number | null;
  complicationSlots: number | null;
  abandonment: number | null;
  requirementTokens: string[];
  errata: ErrataRecord[];
  rulings: RulingRecord[];
}

/**
 * Every field of a card but its errata and rulings, as pages, the API and search read it (lib/cards/card-fields.ts);
 * `searchTerms`: the keyed-filter terms search matches (lib/search/search-terms.ts), stored with the card.
 */
export type CardFields = Omit<CardRecord, "errata" | "rulings"> & { id: number; searchTerms: string[] };
