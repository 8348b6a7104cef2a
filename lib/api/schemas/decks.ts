// Decks as the API answers and accepts them. Inputs reuse the builder's own
// schemas (lib/decks/schemas), so the API and the builder refuse alike. Pure.
import { z } from "zod";
import { CARD_TYPES } from "../../cards/vocabulary";
import { createDeckSchema, saveDeckSchema, VISIBILITIES } from "../../decks/schemas";
import { isoDateTime, paginationQuerySchema } from "./common";

const yesNo = z.enum(["true", "false"]).transform((v) => v === "true");

export const publicDecksQuerySchema = paginationQuerySchema.extend({
  public: z
    .literal("true")
    .optional()
    .meta({ description: "Only public decks are listed (the default): the filter is accepted for clarity." }),
  q: z.string().trim().max(100).optional().meta({ description: "Words in the deck's name." }),
  card: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "Decks holding this card (slug or exact name)." }),
  ship: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "Decks whose ship is this card (slug or exact name)." }),
  format: z.string().trim().min(1).max(50).optional().meta({ description: "A format id such as standard." }),
  legal: yesNo.optional().meta({ description: "The verdict at the deck's last save." }),
});

export const myDecksQuerySchema = paginationQuerySchema.extend({
  format: z.string().trim().min(1).max(50).optional(),
  legal: yesNo.optional(),
});

export const deckSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  format: z.object({ id: z.string(), name: z.string() }),
  visibility: z.enum(VISIBILITIES),
  legal: z.boolean(),
  cardCount: z.int().min(0),
  owner: z.string().meta({ description: "The owner's handle (their profile: GET /api/v1/users/{handle})." }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  url: z.url(),
});

export const deckDetailSchema = deckSummarySchema.extend({
  description: z.string().meta({ description: "Markdown." }),
  version: z.int().min(1).meta({ description: "Send it back with an update: a stale version is a 409." }),
  forkedFrom: z.string().nullable(),
  cards: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      type: z.enum(CARD_TYPES),
      setCode: z.string(),
      quantity: z.int().min(1),
    }),
  ),
});
export type ApiDeckDetail = z.infer<typeof deckDetailSchema>;

export const deckIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const createDeckBodySchema = createDeckSchema.extend({ cards: saveDeckSchema.shape.cards.default([]) });
export const updateDeckBodySchema = saveDeckSchema.omit({ deckId: true });
