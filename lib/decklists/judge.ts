// A matched list sorted into its sections and validated against a format.
// Pure: the server's check and the browser's offline check end here alike.
import type { Format } from "../rules/format";
import { HOME_SECTION } from "../rules/sections";
import type { Verdict } from "../rules/types";
import { validateDeck } from "../rules/validate-deck";
import type { DecklistProblem } from "./parse";
import type { DecklistSection, MatchedEntry, ResolvedDecklist, UnknownEntry } from "./entries";

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

export function judgeDecklist(options: {
  format: Format;
  resolved: ResolvedDecklist;
  problems: DecklistProblem[];
}): DecklistCheck {
  const { format, resolved, problems } = options;
  const sections: Record<DecklistSection, MatchedEntry[]> = { ship: [], captain: [], adventure: [], considering: [] };
  for (const entry of resolved.matched) sections[entry.section ?? HOME_SECTION[entry.type]].push(entry);
  return {
    format,
    matched: resolved.matched,
    sections,
    unknown: resolved.unknown,
    problems,
    verdict: validateDeck(resolved.deck, format),
  };
}
