// Deck inputs, shared by the builder's forms and the server. Normalising
// (trim, defaults) happens here so every boundary sees the same values.
import { z } from "zod";
import { MAX_INT_COLUMN } from "../database/int-column";
import { MAX_DECKLIST_LINES, MAX_LINE_QUANTITY } from "../decklists/limits";
import {
  importPickSchema,
  importPreviewSchema,
  matchesPreview,
  picksSchema,
  previewedSchema,
  STALE_PREVIEW,
} from "../decklists/schemas";
import { formatIdSchema } from "../formats/format-id";

export const VISIBILITIES = ["PRIVATE", "UNLISTED", "PUBLIC"] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const deckNameSchema = z.string().trim().min(1, "Give the deck a name").max(100, "At most 100 characters");
export const deckDescriptionSchema = z.string().trim().max(10_000, "At most 10,000 characters");
export const visibilitySchema = z.enum(VISIBILITIES);

/** One card line: a card named by id or slug, and how many copies. */
export const deckCardInputSchema = z
  .object({
    cardId: z.int().positive().max(MAX_INT_COLUMN).optional(),
    slug: z.string().trim().min(1).optional(),
    quantity: z
      .int("Quantity is a whole number")
      .min(1, "At least 1")
      .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}`),
  })
  .refine((c) => c.cardId !== undefined || c.slug !== undefined, { message: "Name the card by id or slug" });
export type DeckCardInput = z.infer<typeof deckCardInputSchema>;

export const createDeckSchema = z.object({
  name: deckNameSchema,
  formatId: formatIdSchema,
  description: deckDescriptionSchema.default(""),
  visibility: visibilitySchema.default("PRIVATE"),
});
export type CreateDeckInput = z.input<typeof createDeckSchema>;

/**
 * A deck made without a connection, created when the connection returns (issue 39): its name and format (the save
 * that follows carries the rest), and the player who made it, so it never lands in another account signed in since.
 */
export const keptDeckCreationSchema = createDeckSchema.pick({ name: true, formatId: true }).extend({
  userId: z.string().min(1),
});

const deckCardsSchema = z.array(deckCardInputSchema).max(200, "At most 200 different cards");

export const saveDeckSchema = z.object({
  deckId: z.string().min(1),
  name: deckNameSchema.optional(),
  description: deckDescriptionSchema.optional(),
  formatId: formatIdSchema.optional(),
  visibility: visibilitySchema.optional(),
  cards: deckCardsSchema,
  /** The sideboard: cards kept with the deck but outside it. Absent: the sideboard stays as it is. */
  considering: deckCardsSchema.optional(),
  /** The version the editor started from; a different current version is a conflict. */
  version: z.int().min(1).max(MAX_INT_COLUMN),
});
export type SaveDeckInput = z.input<typeof saveDeckSchema>;

/** What a save answers: the new version and whether the deck is now legal. */
export interface SavedDeck {
  id: string;
  version: number;
  legal: boolean;
}

/** Restoring an old version: which one, and the version the player saw as current (a newer one is a conflict). */
export const restoreVersionSchema = z.object({
  deckId: z.string().min(1),
  version: z.coerce.number().int().min(1, "Pick a saved version").max(MAX_INT_COLUMN, "Pick a saved version"),
  fromVersion: z.coerce.number().int().min(1).max(MAX_INT_COLUMN),
});
export type RestoreVersionInput = z.input<typeof restoreVersionSchema>;

export const MY_DECK_SORTS = ["updated", "name", "created"] as const;
export const myDecksQuerySchema = z.object({
  sort: z.enum(MY_DECK_SORTS).catch("updated"),
  /** The deck just deleted, offered an "Undo". */
  deleted: z.string().trim().min(1).max(40).optional().catch(undefined),
  format: z.string().trim().min(1).optional().catch(undefined),
  legal: z
    .enum(["legal", "illegal"])
    .optional()
    .catch(undefined)
    .transform((v) => (v === undefined ? undefined : v === "legal")),
});

export const PUBLIC_DECK_SORTS = ["newest", "liked", "forked", "popular"] as const;
export const publicDecksQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  card: z.string().trim().max(100).catch(""),
  ship: z.string().trim().max(100).catch(""),
  format: z.string().trim().max(100).catch(""),
  legal: z.enum(["legal", "illegal"]).optional().catch(undefined),
  /** "1" shows empty and unfinished decks too. */
  all: z.enum(["1"]).optional().catch(undefined),
  /** "1" keeps the decks the signed-in player can build from their collection. */
  buildable: z.enum(["1"]).optional().catch(undefined),
  sort: z.enum(PUBLIC_DECK_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).catch(1),
});
export type PublicDecksQuery = z.output<typeof publicDecksQuerySchema>;

export const exportFormatSchema = z.enum(["text", "json"]).catch("text");

/** A pasted list imported as a new deck: the previewed text, the picks for its unknown names, and the name. */
export const importDeckSchema = importPreviewSchema
  .extend({
    name: deckNameSchema,
    picks: picksSchema(importPickSchema, MAX_DECKLIST_LINES),
    previewed: previewedSchema,
  })
  .refine(matchesPreview, STALE_PREVIEW);
export type ImportDeckInput = z.input<typeof importDeckSchema>;
