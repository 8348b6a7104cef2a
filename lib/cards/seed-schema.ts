// The shape of the seed catalogue files (seed/sets.json, seed/cards/<set>/<type>.json).
// Strict objects: a misspelt field is an error, not a silently dropped value.
import { z } from "zod";
import { CAPABILITIES, CARD_TYPES, PHASES, SKILL_LEVELS, SKILLS } from "./vocabulary";

const name = z.string().trim().min(1, "must not be empty");
const count = z.int().min(1).default(1);
const isoDate = z.iso.date("must be a date as YYYY-MM-DD");
const markup = z.string().trim();

const keywordSchema = z
  .string()
  .regex(
    /^(Armor [1-9]|Hindrance|Integral|Trifling|Reaction)$/,
    "must be Armor N, Hindrance, Integral, Trifling or Reaction",
  );

const requirementSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("skill"),
    skill: z.enum(SKILLS),
    level: z.enum(SKILL_LEVELS).default("trained"),
    count,
  }),
  z.strictObject({ kind: z.literal("capability"), capability: z.enum(CAPABILITIES), count }),
  z.strictObject({ kind: z.literal("expense"), credits: z.int().min(1) }),
  z.strictObject({ kind: z.literal("jettison"), cardType: z.enum(["CREW", "GEAR", "UPGRADE", "CONNECTION"]), count }),
  z
    .strictObject({
      kind: z.literal("control"),
      cardType: z.enum(CARD_TYPES).optional(),
      trait: name.optional(),
      subtype: name.optional(),
      count,
    })
    .refine((r) => r.cardType || r.trait || r.subtype, "a control requirement names a card type, trait or subtype"),
]);
export type Requirement = z.infer<typeof requirementSchema>;

const subplotSchema = z.strictObject({
  requirements: z.array(requirementSchema).min(1),
  reward: markup.min(1),
});
export type Subplot = z.infer<typeof subplotSchema>;

export const contractFaceSchema = z.strictObject({
  vp: z.int().min(0).max(20),
  distance: z.int().min(0).max(12),
  complicationSlots: z.int().min(0).max(6),
  abandonment: z.int().min(0),
  requirements: z.array(requirementSchema).min(1),
  subplots: z.array(subplotSchema).default([]),
  text: markup.default(""),
});
export type ContractFace = z.infer<typeof contractFaceSchema>;

export const complicationFaceSchema = z.strictObject({
  requirements: z.array(requirementSchema).min(1),
  subplots: z.array(subplotSchema).default([]),
  text: markup.default(""),
});
export type ComplicationFace = z.infer<typeof complicationFaceSchema>;

const errataSchema = z.strictObject({
  field: z.enum(["text", "cost", "creditValue"]),
  printed: z.string(),
  date: isoDate,
  source: name,
  note: z.string().optional(),
});

const rulingSchema = z.strictObject({
  date: isoDate,
  question: markup.min(1),
  answer: markup.min(1),
  source: name,
});

const common = {
  number: z.int().min(1),
  name,
  /** Only when the card's address is not the one its name gives (an export of a card renamed since). */
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is lower-case letters and digits joined by hyphens")
    .max(120)
    .optional(),
  subtypes: z.array(name).default([]),
  traits: z.array(name).default([]),
  keywords: z.array(keywordSchema).default([]),
  text: markup.default(""),
  flavor: markup.optional(),
  errata: z.array(errataSchema).default([]),
  rulings: z.array(rulingSchema).default([]),
  /** Image files of the card's faces, relative to the catalogue's folder (the back: adventure cards only). */
  images: z
    .strictObject({ front: z.string().min(1).max(200).optional(), back: z.string().min(1).max(200).optional() })
    .optional(),
};
const procured = { cost: z.int().min(0).max(20), creditValue: z.int().min(0).max(5) };
const oneSubtype = z.array(name).length(1, "has exactly one subtype");

const shipSeedSchema = z.strictObject({
  ...common,
  jump: z.int().min(1).max(6),
  attack: z.int().min(0),
  defense: z.int().min(0),
  initiative: z.int().min(0),
  crewSlots: z.int().min(1),
  handSize: z.int().min(1).default(7),
  upgradeSlots: z.record(name, z.int().min(1)),
  capabilities: z.array(z.enum(CAPABILITIES)).min(1),
});

const crewSeedSchema = z.strictObject({
  ...common,
  ...procured,
  skills: z.array(z.strictObject({ skill: z.enum(SKILLS), level: z.enum(SKILL_LEVELS) })).min(1),
  wounds: z.int().min(1),
});

const gearSeedSchema = z.strictObject({ ...common, ...procured, subtypes: oneSubtype });

const upgradeSeedSchema = z.strictObject({
  ...common,
  ...procured,
  subtypes: oneSubtype,
  structure: z.int().min(0),
});

const connectionSeedSchema = z.strictObject({ ...common, ...procured, subtypes: oneSubtype });

const actionSeedSchema = z.strictObject({
  ...common,
  ...procured,
  phase: z.enum(PHASES).optional(),
  reaction: z.boolean().default(false),
  heroic: z.strictObject({ skill: z.enum(SKILLS), trained: markup.min(1), expert: markup.min(1) }).optional(),
});

const adventureSeedSchema = z.strictObject({
  ...common,
  contract: contractFaceSchema,
  complication: complicationFaceSchema,
});

export const cardSeedSchemas = {
  SHIP: shipSeedSchema,
  CREW: crewSeedSchema,
  GEAR: gearSeedSchema,
  UPGRADE: upgradeSeedSchema,
  CONNECTION: connectionSeedSchema,
  ACTION: actionSeedSchema,
  ADVENTURE: adventureSeedSchema,
} as const;

export const cardFileSchema = z.strictObject({
  set: z.string().regex(/^[A-Z0-9]{2,6}$/, "is a set code of 2–6 capitals or digits"),
  type: z.enum(CARD_TYPES),
  cards: z.array(z.unknown()).min(1),
});

const setSeedSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9]{2,6}$/),
  name,
  releasedOn: isoDate,
  description: markup,
});
export const setsFileSchema = z.array(setSeedSchema).min(1);

export type ShipSeed = z.infer<typeof shipSeedSchema>;
export type CrewSeed = z.infer<typeof crewSeedSchema>;
export type GearSeed = z.infer<typeof gearSeedSchema>;
export type UpgradeSeed = z.infer<typeof upgradeSeedSchema>;
export type ConnectionSeed = z.infer<typeof connectionSeedSchema>;
export type ActionSeed = z.infer<typeof actionSeedSchema>;
export type AdventureSeed = z.infer<typeof adventureSeedSchema>;
export type SetSeed = z.infer<typeof setSeedSchema>;
