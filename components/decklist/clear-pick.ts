// Which suggestion for an unknown decklist name is clearly the one meant, so
// the import form can pick it in advance: the only suggestion, or one far
// closer than the next (by the same similarity the suggestions are ranked by).
import { similarity } from "@/lib/decklists/closest-names";

/** A close match needs at least this similarity… */
const CLOSE = 0.7;
/** …and this lead over the runner-up. */
const LEAD = 0.15;

export function clearPick<T extends { name: string }>(name: string, suggestions: readonly T[]): T | null {
  if (suggestions.length === 0) return null;
  if (suggestions.length === 1) return suggestions[0]!;
  const [best, second] = suggestions
    .map((s) => ({ s, score: similarity(name, s.name) }))
    .sort((a, b) => b.score - a.score);
  return best!.score >= CLOSE && best!.score - second!.score >= LEAD ? best!.s : null;
}
