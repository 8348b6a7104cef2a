// The card search query language's syntax tree: what the parser produces and
// every search engine translates. Pure types: no framework or database imports.
import type { Capability, CardType, Skill, SkillLevel } from "../../cards/vocabulary";

export const COMPARATORS = ["=", "!=", "<", "<=", ">", ">="] as const;
export type Comparator = (typeof COMPARATORS)[number];

/** Numeric fields: cost, credit value, victory points, distance, jump, attack, defense, structure, crew slots, upgrade slots (total). */
export const NUMERIC_FIELDS = ["cost", "cv", "vp", "dist", "jump", "av", "dv", "str", "crew", "slots"] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];

/** The signed-in player's collection: copies owned (own) or on the want list (want). */
export type CollectionList = "own" | "want";

export const IS_FLAGS = ["unique", "errata", "reaction", "heroic", "trifling", "hindrance"] as const;
export type IsFlag = (typeof IS_FLAGS)[number];

export type QueryNode =
  | { kind: "and"; children: QueryNode[] }
  | { kind: "or"; children: QueryNode[] }
  | { kind: "not"; child: QueryNode }
  /** A bare word: matches name, subtypes, traits, a crew's skills or rules text; ranked, typo tolerant. */
  | { kind: "word"; value: string }
  /** "a quoted phrase": the words in this order, in name or rules text. */
  | { kind: "phrase"; value: string }
  /** !"Exact Name": the card name, whole, case-insensitive. */
  | { kind: "exactName"; value: string }
  | { kind: "type"; value: CardType }
  /** Subtype, keyword and trait values are matched case-insensitively; keyword "armor" matches "Armor 2". */
  | { kind: "subtype"; value: string }
  | { kind: "keyword"; value: string }
  /** trait "non-human" means a crew whose species is not Human. */
  | { kind: "trait"; value: string }
  /** sk:pilot (any level) or sk:pilot=expert / sk:pilot=trained. */
  | { kind: "skill"; skill: Skill; level: SkillLevel | null }
  /** A ship capability, or an adventure requirement for that capability. */
  | { kind: "capability"; value: Capability }
  /** o: rules text only. */
  | { kind: "text"; value: string }
  | { kind: "flavor"; value: string }
  | { kind: "set"; value: string }
  | { kind: "is"; value: IsFlag }
  /** req: an adventure card (either face) that requires this skill or capability token. */
  | { kind: "requires"; value: Skill | Capability }
  | { kind: "number"; field: NumericField; op: Comparator; value: number }
  /** own>=1, want>0: compares the player's count of each card (0 for a card never recorded). */
  | { kind: "collection"; list: CollectionList; op: Comparator; value: number };

export interface QueryError {
  message: string;
  /** Column of the offending text, counted from 0: the number of characters before it ("cost<=x": 6). */
  column: number;
  /** How many characters the offending text spans. */
  length: number;
}

/** An empty query parses to `null`: every card. */
export type ParseResult = { ok: true; ast: QueryNode | null } | { ok: false; error: QueryError };
