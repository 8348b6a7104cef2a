// Decklist inputs, shared by the forms and the server: the pasted text, card
// references sent as JSON, the /check form and the import form. Pure.
import { z } from "zod";
import { isoDateSchema } from "../rules/dates";
import { DEFAULT_FORMAT_ID, formatIdSchema } from "../formats/format-id";
import { DECKLIST_SECTIONS } from "./entries";
import { MAX_CARD_REFS, MAX_DECKLIST_CHARS, MAX_DECKLIST_LINES, MAX_LINE_QUANTITY, MAX_NAME_LENGTH } from "./limits";

/** Lines of a text, counted without splitting it. */
function lineCount(text: string): number {
  let lines = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}

export const decklistTextSchema = z
  .string()
  .max(MAX_DECKLIST_CHARS, `is at most ${MAX_DECKLIST_CHARS.toLocaleString("en")} characters`)
  .refine((text) => text.trim() !== "", "is empty: paste a decklist")
  .refine(
    (text) => lineCount(text) <= MAX_DECKLIST_LINES,
    `is at most ${MAX_DECKLIST_LINES.toLocaleString("en")} lines`,
  );

const sectionSchema = z.enum(DECKLIST_SECTIONS);

/** A card in a JSON list: by name or by slug, how many, and optionally where. */
export const cardRefSchema = z
  .strictObject({
    name: z.string().trim().min(1, "must not be empty").max(MAX_NAME_LENGTH).optional(),
    slug: z.string().trim().toLowerCase().min(1, "must not be empty").max(MAX_NAME_LENGTH).optional(),
    quantity: z.int("is a whole number").min(1).max(MAX_LINE_QUANTITY),
    section: sectionSchema.optional(),
  })
  .refine((c) => c.name !== undefined || c.slug !== undefined, { message: "needs a name or a slug", path: ["name"] });

/** The day whose format revision judges the list (YYYY-MM-DD); absent or empty: today. */
const checkDateSchema = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  isoDateSchema.optional(),
);

export const validateJsonSchema = z.strictObject({
  format: formatIdSchema.default(DEFAULT_FORMAT_ID),
  date: checkDateSchema,
  cards: z.array(cardRefSchema).max(MAX_CARD_REFS, `lists at most ${MAX_CARD_REFS} cards`),
});

/** POST /api/v1/decks/validate's ?format= and ?date=: a text body's format and day (a JSON body's own fields win). */
export const validateQuerySchema = z.object({
  format: formatIdSchema.optional().meta({ description: "The format's id (standard by default)." }),
  date: checkDateSchema.meta({ description: "YYYY-MM-DD: the day whose revision judges the list (today by default)." }),
});

/** The /check form, and a text body with its ?format= and ?date= parameters. */
export const checkFormSchema = z.object({
  format: formatIdSchema.default(DEFAULT_FORMAT_ID),
  date: checkDateSchema,
  decklist: decklistTextSchema,
});

/** Form fields named `pick-<line>` carry the slug chosen for the unknown name on that line; "" leaves it out. */
export const PICK_FIELD_PREFIX = "pick-";

export const importPickSchema = z.object({
  line: z.int().min(1),
  slug: z.string().trim().toLowerCase().min(1).max(MAX_NAME_LENGTH),
});
export type ImportPick = z.infer<typeof importPickSchema>;

export const importPreviewSchema = z.object({
  formatId: formatIdSchema,
  text: decklistTextSchema,
});

const sameText = (a: string, b: string) => a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();

/** The player's picks for unknown names, by line of the previewed text: one per line. Shared by every import that previews first. */
export const picksSchema = <Pick extends z.ZodType<{ line: number }>>(pick: Pick, maxLines: number) =>
  z
    .array(pick)
    .max(maxLines)
    .default([])
    .refine((picks) => new Set(picks.map((p) => p.line)).size === picks.length, "One pick per line");

/** The text the player saw previewed: picks name its lines, so an edited list is previewed again first. */
export const previewedSchema = z.string().optional();

/** Whether the submitted text is still the previewed one (with `STALE_PREVIEW` as the refinement's message). */
export const matchesPreview = (input: { previewed?: string; text: string }) =>
  input.previewed === undefined || sameText(input.previewed, input.text);
export const STALE_PREVIEW = {
  message: "The list changed since its preview: check the new preview, then import",
  path: ["text"],
};

/** The picks in a submitted form; "leave it out" (an empty value) is no pick. */
export function picksFromForm(form: FormData): { line: number; slug: string }[] {
  return [...form.entries()].flatMap(([key, value]) =>
    key.startsWith(PICK_FIELD_PREFIX) && typeof value === "string" && value !== ""
      ? [{ line: Number(key.slice(PICK_FIELD_PREFIX.length)), slug: value }]
      : [],
  );
}
