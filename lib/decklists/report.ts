// A checked list as the /check and import forms show it: plain data that
// crosses to the browser. Pure.
import { deckTargets, type DeckTargets } from "../rules/deck-targets";
import type { Format } from "../rules/format";
import type { Verdict } from "../rules/types";
import type { DecklistProblem } from "./parse";
import type { DecklistSection, MatchedEntry, UnknownEntry } from "./entries";

export interface DecklistReport {
  formatName: string;
  /** The day the format revision that judged the list took effect (YYYY-MM-DD). */
  formatRevision: string | null;
  targets: DeckTargets;
  verdict: Verdict;
  /** The cards the verdict names or suggests for a name it does not know, so its messages can link them. */
  cards: { slug: string; name: string }[];
  sections: Record<DecklistSection, MatchedEntry[]>;
  unknown: UnknownEntry[];
  problems: DecklistProblem[];
}

export function toDecklistReport(check: {
  format: Format;
  matched: readonly MatchedEntry[];
  sections: Record<DecklistSection, MatchedEntry[]>;
  unknown: UnknownEntry[];
  problems: DecklistProblem[];
  verdict: Verdict;
}): DecklistReport {
  const involved = new Set(check.verdict.violations.flatMap((v) => v.cards));
  return {
    formatName: check.format.name,
    formatRevision: check.format.effective ?? null,
    targets: deckTargets(check.format),
    verdict: check.verdict,
    cards: [...check.matched.filter((m) => involved.has(m.slug)), ...check.unknown.flatMap((u) => u.suggestions)].map(
      (c) => ({ slug: c.slug, name: c.name }),
    ),
    sections: check.sections,
    unknown: check.unknown,
    problems: check.problems,
  };
}
