// Collection inputs, shared by the forms, the grid and the server. Pure.
import { z } from "zod";
import { MAX_INT_COLUMN } from "../database/int-column";
import { CARD_TYPES } from "../cards/vocabulary";
import { MAX_NAME_LENGTH } from "../decklists/limits";
import { matchesPreview, picksSchema, previewedSchema, STALE_PREVIEW } from "../decklists/schemas";
import { MAX_CARD_QUANTITY, MAX_IMPORT_CHARS, MAX_IMPORT_LINES } from "./limits";

const quantitySchema = z
  .int("must be a whole number")
  .min(0, "must be at least 0")
  .max(MAX_CARD_QUANTITY, `must be at most ${MAX_CARD_QUANTITY}`);

/** Which count of a card: the copies owned, or the copies on the want list. */
export const collectionFieldSchema = z.enum(["owned", "wanted"]);
export type CollectionField = z.infer<typeof collectionFieldSchema>;

export const cardIdSchema = z.coerce
  .number()
  .int("must be a card id")
  .positive("must be a card id")
  .max(MAX_INT_COLUMN, "must be a card id");

/**
 * One change from the grid or the card page: the new value, and the value the
 * page last saw. The server writes only if the stored value is still
 * `expected`, so two tabs never overwrite each other silently.
 */
export const setQuantitySchema = z.strictObject({
  field: collectionFieldSchema,
  value: quantitySchema,
  expected: quantitySchema,
});
export type SetQuantityInput = z.infer<typeof setQuantitySchema>;

/** Lines of a text, counted without splitting it. */
function lineCount(text: string): number {
  let lines = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}

const collectionTextSchema = z
  .string()
  .max(MAX_IMPORT_CHARS, `is at most ${MAX_IMPORT_CHARS.toLocaleString("en")} characters`)
  .refine((text) => text.trim() !== "", "is empty: paste a list or a CSV")
  .refine((text) => lineCount(text) <= MAX_IMPORT_LINES, `is at most ${MAX_IMPORT_LINES.toLocaleString("en")} lines`);

/** "add" adds the list's counts to what is recorded; "replace" makes the list the whole collection. */
export const importModeSchema = z.enum(["add", "replace"]);
export type ImportMode = z.infer<typeof importModeSchema>;

export const collectionPreviewSchema = z.object({
  text: collectionTextSchema,
  /** Where the count of a plain "3x Name" line goes; a CSV may give both columns. */
  target: collectionFieldSchema.default("owned"),
});

const collectionPickSchema = z.object({
  line: z.int().min(1),
  slug: z.string().trim().toLowerCase().min(1).max(MAX_NAME_LENGTH),
});
export type CollectionPick = z.infer<typeof collectionPickSchema>;

export const importCollectionSchema = collectionPreviewSchema
  .extend({
    mode: importModeSchema,
    picks: picksSchema(collectionPickSchema, MAX_IMPORT_LINES),
    previewed: previewedSchema,
  })
  .refine(matchesPreview, STALE_PREVIEW);
export type ImportCollectionInput = z.input<typeof importCollectionSchema>;

/** The /collection filters, from the query string. */
export const collectionFiltersSchema = z.object({
  /** A set code; anything else (too long, repeated) shows every set, as an unknown code does. */
  set: z
    .string()
    .trim()
    .toUpperCase()
    .max(10)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  type: z
    .enum([...CARD_TYPES, ""])
    .catch("")
    .optional()
    .transform((v) => v || undefined),
  /** owned: at least one copy; missing: none; wanted: on the want list. */
  show: z.enum(["all", "owned", "missing", "wanted"]).catch("all").default("all"),
  /** Anything but a page number (a word, a fraction, a repeat) is the first page. */
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type CollectionFilters = z.infer<typeof collectionFiltersSchema>;

/**
 * Which list of a shared collection, a page at a time. `you-want` and `you-have` are for a signed-in visitor: the
 * owner's cards on the visitor's want list, and the cards the owner wants that the visitor owns.
 */
export const sharedCollectionViewSchema = z.object({
  list: z.enum(["owned", "wanted", "you-want", "you-have"]).catch("owned").default("owned"),
  page: collectionFiltersSchema.shape.page,
});
export type SharedCollectionView = z.infer<typeof sharedCollectionViewSchema>;
export type SharedList = SharedCollectionView["list"];
