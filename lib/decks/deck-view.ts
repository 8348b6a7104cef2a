// How the deck page lists a deck, read from its address (?view=), so every view is a link that survives a reload and
// the page stays cacheable. Pure: the page and its switch share it.
import { z } from "zod";

export const DECK_VIEWS = ["type", "cost", "grid", "text"] as const;
export type DeckView = (typeof DECK_VIEWS)[number];

export const DECK_VIEW_LABELS: Record<DeckView, string> = {
  type: "By type",
  cost: "By cost",
  grid: "Card faces",
  text: "As text",
};

const viewSchema = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(DECK_VIEWS).catch("type"));

/** The view an address asks for; anything else (absent, unknown) is the default, by type. */
export function deckViewOf(params: Record<string, string | string[] | undefined>): DeckView {
  return viewSchema.parse(params.view) as DeckView;
}
