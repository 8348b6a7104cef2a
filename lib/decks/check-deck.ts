// The legality check behind /check and POST /api/v1/decks/validate: read the
// list, match it to the catalogue, validate it against the chosen format.
import "server-only";
import type { Format } from "@/lib/rules/format";
import type { Verdict } from "@/lib/rules/types";
import { validateDeck } from "@/lib/rules/validate-deck";
import { parseDecklist, type DecklistProblem } from "./decklist";
import { getFormat } from "./formats";
import { resolveDecklist, type EntryToResolve, type MatchedEntry, type UnknownEntry } from "./resolve-decklist";

export interface DeckCheck {
  format: Format;
  matched: MatchedEntry[];
  unknown: UnknownEntry[];
  /** Lines of a pasted list that could not be read at all. */
  problems: DecklistProblem[];
  verdict: Verdict;
}

export async function checkDecklist(
  options: ({ text: string } | { entries: readonly EntryToResolve[] }) & { formatId: string },
): Promise<DeckCheck> {
  const format = await getFormat(options.formatId);
  const parsed = "text" in options ? parseDecklist(options.text) : { entries: options.entries, problems: [] };
  const { matched, unknown, deck } = await resolveDecklist({ entries: parsed.entries });
  return { format, matched, unknown, problems: parsed.problems, verdict: validateDeck(deck, format) };
}
