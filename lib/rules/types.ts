// The legality engine's data: what it needs to know about a card, the deck it
// checks and the verdict it returns. Pure types, shared by browser and server.
import type { Capability, CardType, Skill } from "../cards/vocabulary";
import type { RuleId, Severity } from "./rule-ids";

export type { RuleId } from "./rule-ids";

/** A skill or capability token as card markup writes it: "skill:pilot", "cap:cargo". */
export type Token = `skill:${Skill}` | `cap:${Capability}`;

/** The face of an adventure card a requirement is printed on. */
export type AdventureFace = "contract" | "complication";

/** A skill or capability token an adventure card asks for on one of its faces. */
export interface TokenRequirement {
  token: Token;
  /** Only an expert crew meets an expert-level skill requirement. */
  expert: boolean;
  face: AdventureFace;
  /** How many tokens it asks for. */
  count: number;
}

/** A requirement that is not a token: credits to pay, a card to jettison, cards to control. */
export type OtherRequirement =
  | { kind: "expense"; credits: number; face: AdventureFace }
  | { kind: "jettison"; cardType: CardType; count: number; face: AdventureFace }
  | {
      kind: "control";
      cardType: CardType | null;
      trait: string | null;
      subtype: string | null;
      count: number;
      face: AdventureFace;
    };

/** The minimal card data the engine needs; build one with `toRulesCard`. Treated as immutable: the engine caches what it derives from each card object. */
export interface RulesCard {
  slug: string;
  name: string;
  type: CardType;
  setCode: string;
  subtypes: readonly string[];
  traits: readonly string[];
  keywords: readonly string[];
  /** Crew: every skill it has (trained or expert), and the expert ones again. */
  skills: readonly Skill[];
  expertSkills: readonly Skill[];
  /** Ship: the capability tokens it produces, its crew slots and upgrade slots by subtype. */
  capabilities: readonly Capability[];
  crewSlots: number | null;
  upgradeSlots: Readonly<Record<string, number>> | null;
  /** Every token the card can produce: a crew's skills, a ship's capabilities, and what its rules text grants (see `tokensProduced`). */
  produces: readonly Token[];
  /** The skill tokens a crew produces at expert level. */
  producesExpert: readonly Token[];
  /** Adventure: the token requirements of its contract and complication faces (subplots are optional, so left out). */
  requirements: readonly TokenRequirement[];
  /** Adventure: the other requirements of both faces (subplots left out, as above). */
  otherRequirements: readonly OtherRequirement[];
  /** Captain's cards: credits to procure, and what the card gives when expended. */
  cost: number | null;
  creditValue: number | null;
  /** Ship: cards in the opening hand and drawn up to each Ready Phase (null: the rules' seven). */
  handSize: number | null;
  /** Upgrade: its structure. */
  structure: number | null;
  /** Adventure: its contract face's victory points, distance and complication slots. */
  vp: number | null;
  distance: number | null;
  complicationSlots: number | null;
  /** The card's "key:value" search terms (lib/search/search-terms.ts), so a deck can be filtered in memory with the query language. */
  searchTerms: readonly string[];
}

/** Where the player put a card: the ship slot, the captain's deck or the adventure deck. */
export type Section = "ship" | "captain" | "adventure";

export interface DeckEntry {
  card: RulesCard;
  quantity: number;
  /** Where the player placed it; absent means the section its type belongs in. */
  section?: Section;
}

/** A line of a decklist that names no card of the catalogue: the list cannot be legal while it is there. */
export interface UnidentifiedEntry {
  /** As the player wrote it. */
  name: string;
  quantity: number;
  /** Its line in a pasted list (from 1). */
  line?: number;
  /** Catalogue names the player may have meant, best first. */
  suggestions: readonly string[];
}

/** A deck is a flat list of entries: the engine sorts them into sections by type. */
export interface Deck {
  entries: readonly DeckEntry[];
  /** Entries the decklist named but no card matched (a saved deck has none). */
  unidentified?: readonly UnidentifiedEntry[];
}

export interface Violation {
  rule: RuleId;
  severity: Severity;
  /** In a player's words, naming the cards. */
  message: string;
  /** Slugs of the cards involved, sorted. */
  cards: string[];
  /** Anchor of the glossary entry that explains the rule (`/rules#<glossary>`). */
  glossary: string;
  /** unknown-card: the decklist line of the name, when known. */
  line?: number;
  /** unknown-card: the catalogue names the player may have meant, best first. */
  suggestions?: string[];
}

export interface DeckCounts {
  /** Cards by type, wherever they were placed: a misplaced card is a `section` problem, not a size one. */
  ship: number;
  captain: number;
  adventure: number;
  byType: Record<CardType, number>;
}

export interface Verdict {
  /** True when no violation is an error; warnings do not make a deck illegal. */
  legal: boolean;
  /** Grouped by rule in `RULE_IDS` order; within a rule, sorted by message. */
  violations: Violation[];
  counts: DeckCounts;
}
