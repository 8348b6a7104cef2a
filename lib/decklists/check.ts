// The legality check of a list: read it, match it to the catalogue, validate
// it against the chosen format. Behind /check, POST /api/v1/decks/validate
// and the import preview.
import "server-only";
import { cleanName } from "@/lib/cards/normalise-name";
import { getFormat } from "@/lib/formats/formats";
import type { Format } from "@/lib/rules/format";
import { HOME_SECTION } from "@/lib/rules/sections";
import type { Verdict } from "@/lib/rules/types";
import { validateDeck } from "@/lib/rules/validate-deck";
import { parseDecklist, type DecklistProblem } from "./parse";
import type { DecklistSection, EntryToResolve, MatchedEntry, UnknownEntry } from "./entries";
import { resolveDecklist } from "./resolve";

export interface DecklistCheck {
  format: Format;
  matched: MatchedEntry[];
  /** The matched cards by section: where the list put them, else where their type belongs; the sideboard apart. */
  sections: Record<DecklistSection, MatchedEntry[]>;
  unknown: UnknownEntry[];
  /** Lines of a pasted list that could not be read at all. */
  problems: DecklistProblem[];
  verdict: Verdict;
}

/**
 * A pasted list with each line's typography made plain (curly quotes and apostrophes, long dashes, odd and invisible
 * spaces, full-width letters and digits), so headers, counts and names read as their ASCII twins. Line breaks stay
 * where they were: problems and unknown cards keep their line numbers.
 */
const plainLines = (text: string) =>
  text
    .split(/(\r\n|\r|\n)/)
    .map((part, i) => (i % 2 === 0 ? cleanName(part) : part))
    .join("");

/** `on` (YYYY-MM-DD) chooses the format's revision in force that day; today by default. */
export async function checkDecklist(
  options: ({ text: string } | { entries: readonly EntryToResolve[] }) & { formatId: string; on?: string },
): Promise<DecklistCheck> {
  const format = await getFormat(options.formatId, { on: options.on });
  const parsed =
    "text" in options ? parseDecklist(plainLines(options.text)) : { entries: options.entries, problems: [] };
  const { matched, unknown, deck } = await resolveDecklist({ entries: parsed.entries });
  const sections: Record<DecklistSection, MatchedEntry[]> = { ship: [], captain: [], adventure: [], considering: [] };
  for (const entry of matched) sections[entry.section ?? HOME_SECTION[entry.type]].push(entry);
  return { format, matched, sections, unknown, problems: parsed.problems, verdict: validateDeck(deck, format) };
}
