// The card lookups' inputs and answers: one card by name, a random card, and
// many cards by id, slug or name at once. Pure.
import { z } from "zod";
import { MAX_NAME_TEXT } from "../../cards/name-limits";
import { cardSearchParamsSchema } from "../../search/api-query";
import { cardItemSchema } from "./cards";

/** At most this many identifiers in one collection request (Scryfall's limit). */
export const MAX_COLLECTION_IDENTIFIERS = 75;

const nameText = z.string().trim().min(1, "is empty").max(MAX_NAME_TEXT, `is at most ${MAX_NAME_TEXT} characters`);

export const namedCardQuerySchema = z
  .object({ exact: nameText.optional(), fuzzy: nameText.optional() })
  .refine((q) => (q.exact === undefined) !== (q.fuzzy === undefined), {
    message: "give exactly one of exact or fuzzy",
    path: ["exact"],
  });

export const randomCardQuerySchema = cardSearchParamsSchema.pick({ q: true });

/** A card by its slug, its name (matched as /cards/named?exact= does) or its set and collector number (the API shows no row ids). */
const cardIdentifierSchema = z.union([
  z.object({ setCode: z.string().trim().min(1).max(20), number: z.int().min(0) }).strict(),
  z.object({ slug: z.string().trim().min(1).max(100) }).strict(),
  z.object({ name: nameText }).strict(),
]);
export type CardIdentifier = z.infer<typeof cardIdentifierSchema>;

export const cardCollectionBodySchema = z.object({
  identifiers: z
    .array(cardIdentifierSchema)
    .min(1, "has at least one identifier")
    .max(MAX_COLLECTION_IDENTIFIERS, `has at most ${MAX_COLLECTION_IDENTIFIERS} identifiers`),
});

export const cardCollectionResponseSchema = z.object({
  /** The cards found, in the order asked for, each once. */
  data: z.array(cardItemSchema),
  notFound: z.array(cardIdentifierSchema),
});
