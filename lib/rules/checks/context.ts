// What every check receives, and the one way checks report a violation.
import type { CompiledFormat } from "../compiled-format";
import type { DeckTally } from "../deck-tally";
import { RULES } from "../rule-ids";
import type { RuleId, Violation } from "../types";
import { sortedDistinct } from "../wording";

export interface CheckContext {
  tally: DeckTally;
  format: CompiledFormat;
  violations: Violation[];
}

/** Records a violation; `cards` (slugs) is sorted and deduplicated in place. */
export function report(
  ctx: CheckContext,
  rule: RuleId,
  message: string,
  cards: string[] = [],
  glossary: string = RULES[rule].glossary,
): Violation {
  const violation: Violation = {
    rule,
    severity: RULES[rule].severity,
    message,
    cards: sortedDistinct(cards),
    glossary,
  };
  ctx.violations.push(violation);
  return violation;
}

export function slugsOf(printings: readonly { card: { slug: string } }[]): string[] {
  return printings.map((p) => p.card.slug);
}
