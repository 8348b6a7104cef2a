// The legality check of a list: read it, match it to the catalogue, validate
// it against the chosen format. Behind /check, POST /api/v1/decks/validate
// and the import preview.
import "server-only";
import { getFormat } from "@/lib/formats/formats";
import type { EntryToResolve } from "./entries";
import { judgeDecklist, type DecklistCheck } from "./judge";
import { readDecklistText } from "./read-text";
import { resolveDecklist } from "./resolve";

/**
 * `on` (YYYY-MM-DD) chooses the format's revision in force that day; today by default. `matchedOnly` judges the
 * matched cards alone (the import preview, where each unknown name is the player's to pick or leave out).
 */
export async function checkDecklist(
  options: ({ text: string } | { entries: readonly EntryToResolve[] }) & {
    formatId: string;
    on?: string;
    matchedOnly?: boolean;
  },
): Promise<DecklistCheck> {
  const format = await getFormat(options.formatId, { on: options.on });
  const parsed = "text" in options ? readDecklistText(options.text) : { entries: options.entries, problems: [] };
  const found = await resolveDecklist({ entries: parsed.entries });
  const resolved = options.matchedOnly ? { ...found, deck: { entries: found.deck.entries } } : found;
  return judgeDecklist({ format, resolved, problems: parsed.problems });
}
