// "Download all my data": the document's format (version 1, documented in
// docs/data-export.md) and the schema the importer reads it with. Pure.
import { z } from "zod";
import { MAX_INT_COLUMN } from "../database/int-column";
import { MAX_LINE_QUANTITY } from "../decklists/limits";
import { cardRefSchema } from "../decklists/schemas";
import { deckDescriptionSchema, deckNameSchema, visibilitySchema } from "../decks/schemas";
import { formatIdSchema } from "../formats/format-id";
import { commentBodySchema } from "../comments/schemas";

export const DATA_FORMAT = "starport-data";
export const DATA_VERSION = 1;
/** A document far larger than any player's data is refused before it is parsed. */
export const MAX_DATA_BYTES = 8 * 1024 * 1024;
const MAX_DATA_DECKS = 1_000;
const MAX_DECK_HISTORY = 500;
const MAX_DATA_FAVOURITES = 10_000;

/** A line of a saved version, as DeckVersion.cards stores it: the sideboard's lines marked "considering". */
const snapshotCardSchema = z.strictObject({
  slug: z.string().trim().toLowerCase().min(1).max(100),
  quantity: z.int().min(1).max(MAX_LINE_QUANTITY),
  section: z.literal("considering").optional(),
});

const historyEntrySchema = z.object({
  version: z.int().min(1).max(MAX_INT_COLUMN),
  name: deckNameSchema,
  format: formatIdSchema,
  createdAt: z.string(),
  cards: z.array(snapshotCardSchema).max(400),
});

const exportedDeckSchema = z.object({
  name: deckNameSchema,
  description: deckDescriptionSchema.default(""),
  format: formatIdSchema,
  visibility: visibilitySchema.default("PRIVATE"),
  /** The current cards as JSON card references, the form POST /api/v1/decks/validate reads. */
  cards: z.array(cardRefSchema).max(200),
  /** The sideboard ("considering"), absent in documents from before it existed. */
  considering: z.array(cardRefSchema).max(200).default([]),
  /** Every saved version, oldest first. */
  history: z.array(historyEntrySchema).max(MAX_DECK_HISTORY).default([]),
});
export type ExportedDeck = z.infer<typeof exportedDeckSchema>;

const MAX_DATA_COMMENTS = 5_000;
const MAX_DATA_REVIEWS = 5_000;
const commentIdSchema = z.string().trim().min(1).max(40);

/** A comment the player wrote (issue 34): written again on import when its deck is still shared. */
const exportedCommentSchema = z.object({
  id: commentIdSchema,
  deckId: commentIdSchema,
  parentId: commentIdSchema.nullable().default(null),
  body: commentBodySchema,
  createdAt: z.string().max(40),
});

/** What the importer reads: the marker, the version, the decks and the collection. Other parts are kept for the player, not read back. */
export const dataDocumentSchema = z.object({
  format: z.literal(DATA_FORMAT, `is not "${DATA_FORMAT}": this is not a Starport data download`),
  version: z.literal(DATA_VERSION, `must be ${DATA_VERSION}: this Starport reads version ${DATA_VERSION} downloads`),
  decks: z.array(exportedDeckSchema).max(MAX_DATA_DECKS, `lists at most ${MAX_DATA_DECKS} decks`).default([]),
  collection: z.object({ format: z.literal("csv"), text: z.string() }).optional(),
  /** Decks the player favourited: favourited again on import while they are still public. */
  favourites: z
    .array(z.object({ deckId: z.string().trim().min(1).max(40) }))
    .max(MAX_DATA_FAVOURITES, `lists at most ${MAX_DATA_FAVOURITES} favourites`)
    .default([]),
  comments: z
    .array(exportedCommentSchema)
    .max(MAX_DATA_COMMENTS, `lists at most ${MAX_DATA_COMMENTS} comments`)
    .default([]),
  /** Card reviews (issue 35): written again, one per card. */
  reviews: z
    .array(
      z.object({ card: z.string().trim().min(1).max(100), body: commentBodySchema, createdAt: z.string().max(40) }),
    )
    .max(MAX_DATA_REVIEWS, `lists at most ${MAX_DATA_REVIEWS} reviews`)
    .default([]),
});

export interface DataImportReport {
  decks: { imported: number; failed: { name: string; reason: string }[] };
  collection: { cards: number; leftOut: number } | { error: string } | null;
  /** Favourites made again; `skipped` were of decks that are gone, private or the player's own. */
  favourites: { imported: number; skipped: number } | { error: string } | null;
  /** Comments written again; `skipped` were on decks that are gone or private. */
  comments: { imported: number; skipped: number } | { error: string } | null;
  /** Reviews written again; `skipped` were of cards that are gone or already reviewed. */
  reviews: { imported: number; skipped: number } | { error: string } | null;
  /** Parts of the document that are the player's record, not recreated: profile, likes, registrations. */
  notImported: string[];
}
