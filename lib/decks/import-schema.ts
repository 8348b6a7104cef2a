// The "import a decklist" form, shared by the form, its server action and
// importDeck: a name, a format, the pasted text, and the player's picks for
// names the catalogue did not know.
import { z } from "zod";
import { deckNameSchema, formatIdSchema } from "./deck-schemas";
import { decklistTextSchema } from "./validate-request";

/** Form fields named `pick-<line>` carry the slug chosen for the unknown name on that line; "" leaves it out. */
export const PICK_FIELD_PREFIX = "pick-";

export const importPickSchema = z.object({
  line: z.int().min(1),
  slug: z.string().trim().toLowerCase().min(1).max(100),
});
export type ImportPick = z.infer<typeof importPickSchema>;

export const importPreviewSchema = z.object({
  formatId: formatIdSchema,
  text: decklistTextSchema,
});
export type ImportPreviewInput = z.input<typeof importPreviewSchema>;

export const importDeckSchema = importPreviewSchema.extend({
  name: deckNameSchema,
  picks: z
    .array(importPickSchema)
    .max(500)
    .default([])
    .refine((picks) => new Set(picks.map((p) => p.line)).size === picks.length, "One pick per line"),
});
export type ImportDeckInput = z.input<typeof importDeckSchema>;

/** The picks in a submitted form; "leave it out" (an empty value) is no pick. */
export function picksFromForm(form: FormData): { line: number; slug: string }[] {
  return [...form.entries()].flatMap(([key, value]) =>
    key.startsWith(PICK_FIELD_PREFIX) && typeof value === "string" && value !== ""
      ? [{ line: Number(key.slice(PICK_FIELD_PREFIX.length)), slug: value }]
      : [],
  );
}
