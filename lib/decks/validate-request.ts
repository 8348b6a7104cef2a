// The legality check's input, shared by POST /api/v1/decks/validate and the
// /check form: a format id and either card references (JSON) or a pasted list.
import { z } from "zod";
import { MAX_NAME_LENGTH, MAX_QUANTITY } from "./decklist";

export const DEFAULT_FORMAT_ID = "standard";
/** Far above any real deck (81 cards on at most a few hundred lines), low enough that parsing stays cheap. */
export const MAX_DECKLIST_CHARS = 50_000;
export const MAX_CARD_REFS = 500;
/** The API reads at most this many bytes of a body. */
export const MAX_BODY_BYTES = 128 * 1024;

export const formatIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is a format id such as 'standard'");

const sectionSchema = z.enum(["ship", "captain", "adventure"]);

const cardRefSchema = z
  .strictObject({
    name: z.string().trim().min(1, "must not be empty").max(MAX_NAME_LENGTH).optional(),
    slug: z.string().trim().toLowerCase().min(1, "must not be empty").max(MAX_NAME_LENGTH).optional(),
    quantity: z.int("is a whole number").min(1).max(MAX_QUANTITY),
    section: sectionSchema.optional(),
  })
  .refine((c) => c.name !== undefined || c.slug !== undefined, { message: "needs a name or a slug", path: ["name"] });

export const validateJsonSchema = z.strictObject({
  format: formatIdSchema.default(DEFAULT_FORMAT_ID),
  cards: z.array(cardRefSchema).max(MAX_CARD_REFS, `lists at most ${MAX_CARD_REFS} cards`),
});
export type ValidateJson = z.infer<typeof validateJsonSchema>;

export const decklistTextSchema = z
  .string()
  .max(MAX_DECKLIST_CHARS, `is at most ${MAX_DECKLIST_CHARS} characters`)
  .refine((text) => text.trim() !== "", "is empty: paste a decklist");

/** The /check form, and a text body with its ?format= parameter. */
export const checkFormSchema = z.object({
  format: formatIdSchema.default(DEFAULT_FORMAT_ID),
  decklist: decklistTextSchema,
});
export type CheckForm = z.infer<typeof checkFormSchema>;
