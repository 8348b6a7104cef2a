// The legality check of a list: read it, match it to the catalogue, validate
// it against the chosen format. Behind /check, POST /api/v1/decks/validate
// and the import preview.
import "server-only";
import { getFormat } from "@/lib/formats/formats";
import type { EntryToResolve } from "./entries";
import { judgeDecklist, type DecklistCheck } from "./judge";
import { readDecklistText } from "./read-text";
import { resolveDecklist } from "./resolve";

/** `on` (YYYY-MM-DD) chooses the format's revision in force that day; today by default. */
export async function checkDecklist(
  options: ({ text: string } | { entries: readonly EntryToResolve[] }) & { formatId: string; on?: string },
): Promise<DecklistCheck> {
  const format = await getFormat(options.formatId, { on: options.on });
  const parsed = "text" in options ? readDecklistText(options.text) : { entries: options.entries, problems: [] };
  const resolved = await resolveDecklist({ entries: parsed.entries });
  return judgeDecklist({ format, resolved, problems: parsed.problems });
}
