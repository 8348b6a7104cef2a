// The search keys a player types (t:ship, sk:pilot=expert, cost<=2): their
// names, a line on what each matches, examples, and how each reads its value.
// One table drives the parser, its "did you mean" messages and the /syntax page.
import {
  CAPABILITIES,
  CARD_TYPES,
  SKILL_LEVELS,
  SKILLS,
  type Capability,
  type CardType,
  type Skill,
  type SkillLevel,
} from "../../cards/vocabulary";
import {
  IS_FLAGS,
  type CollectionList,
  type Comparator,
  type IsFlag,
  type NumericField,
  type QueryError,
  type QueryNode,
} from "./ast";

/** Node kinds written as `key:value`; numbers have their own table. */
export type TermKind = Exclude<
  QueryNode["kind"],
  "and" | "or" | "not" | "word" | "phrase" | "exactName" | "number" | "collection"
>;

/** A key's value as typed, and where it sits in the query. */
interface KeyValue {
  /** The key as typed, lower-cased (`distance` for `distance<=2`). */
  key: string;
  /** `:` reads as `=`. */
  op: Comparator;
  /** Trimmed, inner whitespace collapsed; never empty. */
  text: string;
  /** Column of the value's first character, counted from 0 (characters before it). */
  column: number;
  length: number;
}

type ValueRead = { ok: true; node: QueryNode } | { ok: false; error: QueryError };

export interface QueryKey {
  /** What a player may type before the `:`, the short (printed) name first. */
  names: readonly [string, ...string[]];
  description: string;
  examples: readonly [string, ...string[]];
  /** The fixed list of values it accepts, when there is one. */
  values?: readonly string[];
  /** Numeric keys compare with = != < <= > >=; the others take `key:value`. */
  compares: boolean;
  read(value: KeyValue): ValueRead;
}

const ok = (node: QueryNode): ValueRead => ({ ok: true, node });
const fail = (message: string, column: number, length: number): ValueRead => ({
  ok: false,
  error: { message, column, length },
});

/** How a skill or capability is written in a query: `jack-of-all-trades`, not the id's underscores. */
export const spellToken = (token: Skill | Capability): string => token.replaceAll("_", "-");

const normalise = (typed: string) => typed.toLowerCase().replace(/[\s_]+/g, "-");

const SKILL_SPELLINGS = new Map<string, Skill>([
  ...SKILLS.map((s) => [spellToken(s), s] as const),
  ["jot", "jack_of_all_trades"],
  ["jack", "jack_of_all_trades"],
]);
/** Capabilities read in the singular too: cap:weapon. */
const CAPABILITY_SPELLINGS = new Map<string, Capability>(
  CAPABILITIES.flatMap((c) => [[c, c] as const, [c.replace(/s$/, ""), c] as const]),
);

interface Choice<T> {
  /** What the value is, in the message: "card type". */
  what: string;
  spellings: ReadonlyMap<string, T>;
  /** Said when nothing is close enough to suggest. */
  hint: string;
}

/** One of a fixed list of values, or an "unknown …, did you mean …" error. */
function choose<T>(
  choice: Choice<T>,
  typed: string,
  column: number,
  length: number,
): { ok: true; value: T } | { ok: false; error: QueryError } {
  const value = choice.spellings.get(normalise(typed));
  if (value !== undefined) return { ok: true, value };
  if (typed === "") return { ok: false, error: { message: `${choice.what} missing; ${choice.hint}`, column, length } };
  const near = closest(normalise(typed), choice.spellings.keys());
  const message = near
    ? `unknown ${choice.what} '${typed}' — did you mean '${near}'?`
    : `unknown ${choice.what} '${typed}'; ${choice.hint}`;
  return { ok: false, error: { message, column, length } };
}

const cardTypes: Choice<CardType> = {
  what: "card type",
  // Singular or plural, any case: t:ship, t:Ships.
  spellings: new Map(CARD_TYPES.flatMap((t) => [[t.toLowerCase(), t] as const, [`${t.toLowerCase()}s`, t] as const])),
  hint: `the card types are ${CARD_TYPES.map((t) => t.toLowerCase()).join(", ")}`,
};
const skills: Choice<Skill> = { what: "skill", spellings: SKILL_SPELLINGS, hint: "see /syntax for the skills" };
const skillLevels: Choice<SkillLevel> = {
  what: "skill level",
  spellings: new Map(SKILL_LEVELS.map((l) => [l, l])),
  hint: `the skill levels are ${SKILL_LEVELS.join(", ")}`,
};
const capabilities: Choice<Capability> = {
  what: "capability",
  spellings: CAPABILITY_SPELLINGS,
  hint: `the capabilities are ${CAPABILITIES.join(", ")}`,
};
const flags: Choice<IsFlag> = {
  what: "flag",
  spellings: new Map(IS_FLAGS.map((f) => [f, f])),
  hint: `the flags are ${IS_FLAGS.join(", ")}`,
};
const tokens: Choice<Skill | Capability> = {
  what: "skill or capability",
  spellings: new Map<string, Skill | Capability>([...SKILL_SPELLINGS, ...CAPABILITY_SPELLINGS]),
  hint: "see /syntax for the skills and capabilities",
};

function readChoice<T>(choice: Choice<T>, build: (value: T) => QueryNode) {
  return (v: KeyValue): ValueRead => {
    const read = choose(choice, v.text, v.column, v.length);
    return read.ok ? ok(build(read.value)) : read;
  };
}

/** sk:pilot (any level) or sk:pilot=expert. */
function readSkill(v: KeyValue): ValueRead {
  const eq = v.text.indexOf("=");
  const name = eq < 0 ? v.text : v.text.slice(0, eq);
  const skill = choose(skills, name, v.column, name.length);
  if (!skill.ok) return skill;
  if (eq < 0) return ok({ kind: "skill", skill: skill.value, level: null });
  const level = choose(skillLevels, v.text.slice(eq + 1), v.column + eq + 1, v.text.length - eq - 1);
  return level.ok ? ok({ kind: "skill", skill: skill.value, level: level.value }) : level;
}

function readSet(v: KeyValue): ValueRead {
  const code = v.text.toUpperCase();
  // The same shape the catalogue's set filter accepts.
  if (/^[A-Z0-9]{2,6}$/.test(code)) return ok({ kind: "set", value: code });
  return fail(`${v.key} needs a code of 2 to 6 letters or digits, such as core; got '${v.text}'`, v.column, v.length);
}

/** Free text (subtypes, keywords, traits, rules and flavor text): any value. */
const readText =
  (kind: "subtype" | "keyword" | "trait" | "text" | "flavor") =>
  (v: KeyValue): ValueRead =>
    ok({ kind, value: v.text });

const MAX_NUMBER = 999_999;

function readNumber(field: NumericField) {
  return (v: KeyValue): ValueRead => {
    if (/^\d+$/.test(v.text) && Number(v.text) <= MAX_NUMBER)
      return ok({ kind: "number", field, op: v.op, value: Number(v.text) });
    const got = `got '${v.text}' (column ${v.column})`;
    // Card stats are whole numbers; say so when a number is not one.
    const message = /^-?\d+(\.\d+)?$/.test(v.text)
      ? `${v.key} needs a whole number from 0 to ${MAX_NUMBER}, ${got}`
      : `${v.key} needs a number, ${got}`;
    return fail(message, v.column, v.length);
  };
}

const term = (key: Omit<QueryKey, "compares">): QueryKey => ({ ...key, compares: false });

export const TERM_KEYS: Record<TermKind, QueryKey> = {
  type: term({
    names: ["t", "type"],
    description: "Card type, singular or plural.",
    examples: ["t:ship", "t:crew"],
    values: CARD_TYPES.map((t) => t.toLowerCase()),
    read: readChoice(cardTypes, (value) => ({ kind: "type", value })),
  }),
  subtype: term({
    names: ["st", "subtype"],
    description: "Subtype: gear such as Weapon, upgrades such as Drive, connections, ship classes, adventure themes.",
    examples: ["st:weapon", 'st:"free trader"'],
    read: readText("subtype"),
  }),
  keyword: term({
    names: ["k", "keyword"],
    description: "Printed keyword; k:armor also finds Armor 1 and Armor 2.",
    examples: ["k:integral", "k:armor"],
    read: readText("keyword"),
  }),
  trait: term({
    names: ["tr", "trait"],
    description: "Trait: species such as Vargr, careers such as Scout; tr:non-human is any crew that is not Human.",
    examples: ["tr:vargr", "tr:non-human"],
    read: readText("trait"),
  }),
  skill: term({
    names: ["sk", "skill"],
    description: "Crew with a skill at any level, or at =trained or =expert; jot is short for jack-of-all-trades.",
    examples: ["sk:pilot", "sk:pilot=expert", "sk:jot"],
    values: SKILLS.map(spellToken),
    read: readSkill,
  }),
  capability: term({
    names: ["cap", "capability"],
    description: "A ship with this capability, or an adventure that needs it.",
    examples: ["cap:cargo", "t:ship cap:weapons"],
    values: CAPABILITIES,
    read: readChoice(capabilities, (value) => ({ kind: "capability", value })),
  }),
  text: term({
    names: ["o", "text"],
    description: "Rules text only (bare words also search names).",
    examples: ["o:exert", 'o:"reduce its cost"'],
    read: readText("text"),
  }),
  flavor: term({
    names: ["fl", "flavor"],
    description: "Flavor text.",
    examples: ["fl:clan"],
    read: readText("flavor"),
  }),
  set: term({
    names: ["set"],
    description: "Set code.",
    examples: ["set:core"],
    read: readSet,
  }),
  is: term({
    names: ["is"],
    description: "A property of the card: unique crew, has errata, a reaction, heroic, Trifling or Hindrance.",
    examples: ["is:unique", "is:errata", "is:heroic"],
    values: IS_FLAGS,
    read: readChoice(flags, (value) => ({ kind: "is", value })),
  }),
  requires: term({
    names: ["req", "requires"],
    description: "An adventure card (contract or complication) that requires this skill or capability token.",
    examples: ["req:medic", "req:cargo"],
    read: readChoice(tokens, (value) => ({ kind: "requires", value })),
  }),
};

const number = (field: NumericField, names: QueryKey["names"], description: string, example: string): QueryKey => ({
  names,
  description,
  examples: [example],
  compares: true,
  read: readNumber(field),
});

export const NUMBER_KEYS: Record<NumericField, QueryKey> = {
  cost: number("cost", ["cost"], "Cost in credits to procure.", "cost<=2"),
  cv: number("cv", ["cv"], "Credit value: what the card gives when expended.", "cv>=2"),
  vp: number("vp", ["vp"], "Victory points of a contract.", "vp>=3"),
  dist: number("dist", ["dist", "distance"], "Distance to a contract.", "dist<=2"),
  jump: number("jump", ["jump"], "A ship's jump.", "jump>=3"),
  av: number("av", ["av", "attack"], "A ship's attack value.", "av>=4"),
  dv: number("dv", ["dv", "defense"], "A ship's defense value.", "dv>3"),
  str: number("str", ["str", "structure"], "An upgrade's structure.", "str>=2"),
  crew: number("crew", ["crew"], "A ship's crew slots.", "crew>=6"),
  slots: number("slots", ["slots"], "A ship's upgrade slots, all subtypes together.", "slots!=6"),
};

/** Counts are 0 to 99 (lib/collections/limits). */
const MAX_COLLECTION_COUNT = 99;

function readCount(list: CollectionList) {
  return (v: KeyValue): ValueRead => {
    if (/^\d+$/.test(v.text) && Number(v.text) <= MAX_COLLECTION_COUNT)
      return ok({ kind: "collection", list, op: v.op, value: Number(v.text) });
    return fail(
      `${v.key} needs a whole number from 0 to ${MAX_COLLECTION_COUNT}, got '${v.text}' (column ${v.column})`,
      v.column,
      v.length,
    );
  };
}

export const COLLECTION_KEYS: Record<CollectionList, QueryKey> = {
  own: {
    names: ["own"],
    description: "Copies in your collection (signed in).",
    examples: ["own>=1", "own=0"],
    compares: true,
    read: readCount("own"),
  },
  want: {
    names: ["want"],
    description: "Copies on your want list (signed in).",
    examples: ["want>=1"],
    compares: true,
    read: readCount("want"),
  },
};

export const QUERY_KEYS: readonly QueryKey[] = [
  ...Object.values(TERM_KEYS),
  ...Object.values(NUMBER_KEYS),
  ...Object.values(COLLECTION_KEYS),
];

const BY_NAME = new Map(QUERY_KEYS.flatMap((key) => key.names.map((name) => [name, key] as const)));
export const KEY_NAMES: readonly string[] = [...BY_NAME.keys()];

/** The key a (lower-case) name stands for. */
export const findKey = (name: string): QueryKey | undefined => BY_NAME.get(name);

/**
 * The candidate nearest `typed` by edit distance (a swap of two neighbours
 * counts as one edit: tpye → type), when it is near enough to be a typo:
 * one edit for short words, two for longer ones, and never a whole rewrite.
 */
export function closest(typed: string, candidates: Iterable<string>): string | null {
  const limit = Math.min(typed.length <= 4 ? 1 : 2, typed.length - 1);
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - typed.length) >= bestDistance) continue;
    const d = editDistance(typed, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]![j]!;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, at(i - 2, j - 2) + 1);
      rows[i]![j] = d;
    }
  }
  return at(a.length, b.length);
}
