// The catalogue as the API answers it: every field of a card, sets, the bulk
// export. Faces reuse the seed's own schemas, so the documented shape is the
// shape the catalogue was validated against. Pure.
import { z } from "zod";
import { complicationFaceSchema, contractFaceSchema } from "../../cards/seed-schema";
import { CAPABILITIES, CARD_TYPES, PHASES, SKILL_LEVELS, SKILLS } from "../../cards/vocabulary";
import { isoDay } from "./common";

const count = z.int().nullable();

/** Every field of a card stored in one row (search items and the card itself). */
const cardFieldsSchema = z.object({
  slug: z.string(),
  name: z.string(),
  setCode: z.string(),
  number: z.int(),
  type: z.enum(CARD_TYPES),
  subtypes: z.array(z.string()),
  traits: z.array(z.string()),
  keywords: z.array(z.string()),
  isUnique: z.boolean(),
  cost: count,
  creditValue: count,
  text: z
    .string()
    .meta({ description: "Current rules text (after errata), in card-text markup such as [vp] and [credit]." }),
  printedText: z.string().meta({ description: "Rules text as printed." }),
  flavor: z.string().nullable(),
  jump: count,
  attack: count,
  defense: count,
  initiative: count,
  crewSlots: count,
  handSize: count,
  upgradeSlots: z
    .record(z.string(), z.int())
    .nullable()
    .meta({ description: "A ship's upgrade slots by upgrade subtype." }),
  capabilities: z.array(z.enum(CAPABILITIES)),
  skills: z.array(z.enum(SKILLS)).meta({ description: "Every skill of a crew card." }),
  expertSkills: z.array(z.enum(SKILLS)).meta({ description: "The skills held at expert level." }),
  wounds: count,
  structure: count,
  phase: z.enum(PHASES).nullable(),
  isReaction: z.boolean(),
  heroic: z.object({ skill: z.enum(SKILLS), trained: z.string(), expert: z.string() }).nullable(),
  contract: contractFaceSchema.nullable().meta({ description: "An adventure card played as a contract." }),
  complication: complicationFaceSchema
    .nullable()
    .meta({ description: "An adventure card played face down as a complication." }),
  vp: count,
  distance: count,
  complicationSlots: count,
  abandonment: count,
  requirementTokens: z.array(z.string()),
  searchTerms: z
    .array(z.string())
    .meta({ description: "The keyed-filter terms the search matches, e.g. t:crew, sk:pilot=expert." }),
});

/** A search result: every field, and the card's page. */
export const cardItemSchema = cardFieldsSchema.extend({ url: z.url() });

const errataSchema = z.object({
  field: z.enum(["text", "cost", "creditValue"]),
  printed: z.string(),
  corrected: z.string(),
  publishedOn: isoDay,
  source: z.string(),
  note: z.string().nullable(),
});

const rulingSchema = z.object({ ruledOn: isoDay, question: z.string(), answer: z.string(), source: z.string() });

const cardImageSchema = z
  .object({ url: z.url(), width: z.int().min(1), height: z.int().min(1) })
  .meta({ description: "A WebP image of the face; the same address ends in /160, /320, /480 or /640 for each width." });

/** One card: every field, skills with their levels, its set, errata and rulings, its images. */
export const cardDetailSchema = cardItemSchema.extend({
  images: z
    .object({ front: cardImageSchema.nullable(), back: cardImageSchema.nullable() })
    .nullable()
    .meta({ description: "The card's images (back: an adventure card's complication face), or null without any." }),
  skillLevels: z.array(z.object({ skill: z.enum(SKILLS), level: z.enum(SKILL_LEVELS) })),
  set: z.object({ code: z.string(), name: z.string() }),
  errata: z.array(errataSchema),
  rulings: z.array(rulingSchema),
  retiredOn: isoDay.nullable().meta({
    description:
      "The day the card left the catalogue (found by no search, still shown where decks hold it), or null while it is in it.",
  }),
});
export type ApiCardDetail = z.infer<typeof cardDetailSchema>;

export const cardSearchResponseSchema = z.object({
  total: z.int().min(0),
  totalIsLowerBound: z.boolean(),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  pageCount: z.int().min(1),
  sort: z.string(),
  suggestion: z.string().nullable(),
  items: z.array(cardItemSchema),
});

export const setSchema = z.object({
  code: z.string(),
  name: z.string(),
  releasedOn: isoDay,
  description: z.string(),
  cardCount: z.int().min(0),
  url: z.url(),
});

export const cardSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(CARD_TYPES),
  setCode: z.string(),
  number: z.int(),
  url: z.url(),
});

export const setDetailSchema = setSchema.extend({ cards: z.array(cardSummarySchema) });

export const catalogueExportSchema = z.object({
  version: z
    .string()
    .meta({ description: "The first 16 hex digits of the checksum: changes whenever the catalogue does." }),
  checksum: z
    .string()
    .meta({ description: "sha256: and the hex SHA-256 of JSON.stringify({ sets, cards }) of this document." }),
  cardCount: z.int().min(0),
  sets: z.array(setSchema.omit({ url: true, cardCount: true })),
  cards: z.array(cardDetailSchema.omit({ url: true, images: true })),
});
export type CatalogueExport = z.infer<typeof catalogueExportSchema>;
