// The check behind each rule a format switches on, in verdict order.
import type { Format, FormatRule, FormatRuleKind } from "../format";
import { RULE_ORDER } from "../rule-ids";
import { checkBanned } from "./banned";
import type { CheckContext } from "./context";
import { checkCopies } from "./copies";
import { checkDeckSize } from "./deck-size";
import { checkLegalSets } from "./legal-sets";
import { checkRestricted } from "./restricted";
import { checkSection } from "./section";
import { checkShipCount } from "./ship-count";
import { checkSoftCrewSlots } from "./soft-crew-slots";
import { checkSoftNoCrew } from "./soft-no-crew";
import { checkSoftUnmetRequirements } from "./soft-unmet-requirements";
import { checkSoftUpgradeSlots } from "./soft-upgrade-slots";
import { checkSubtypeLimit } from "./subtype-limit";
import { checkUniqueCrew } from "./unique-crew";
import { checkUnknownCards } from "./unknown-card";
import { checkUpgradeFit } from "./upgrade-fit";

type Check<K extends FormatRuleKind> = (ctx: CheckContext, rule: Extract<FormatRule, { kind: K }>) => void;

const CHECKS: { [K in FormatRuleKind]: Check<K> } = {
  "ship-count": checkShipCount,
  "captain-size": checkDeckSize,
  "adventure-size": checkDeckSize,
  section: checkSection,
  "unique-crew": checkUniqueCrew,
  "upgrade-fit": checkUpgradeFit,
  "subtype-limit": checkSubtypeLimit,
  copies: checkCopies,
  "soft-no-crew": checkSoftNoCrew,
  "soft-crew-slots": checkSoftCrewSlots,
  "soft-upgrade-slots": checkSoftUpgradeSlots,
  "soft-unmet-requirements": checkSoftUnmetRequirements,
};

export type BoundCheck = (ctx: CheckContext) => void;

/**
 * The format's checks in RULE_IDS order, so a verdict only has to sort within
 * each rule. The format's lists switch their rules on: a list cannot be set
 * and silently not enforced.
 */
export function checksFor(format: Format): BoundCheck[] {
  const ordered: { order: number; run: BoundCheck }[] = format.rules.map((rule) => ({
    order: RULE_ORDER[rule.kind],
    // TypeScript cannot correlate CHECKS[rule.kind] with rule; the mapped type above keeps each pair honest.
    run: (ctx) => (CHECKS[rule.kind] as Check<FormatRuleKind>)(ctx, rule as never),
  }));
  // Whatever the format: a list with a card nobody can identify is never legal.
  ordered.push({ order: RULE_ORDER["unknown-card"], run: checkUnknownCards });
  if (format.legalSets) ordered.push({ order: RULE_ORDER["legal-sets"], run: checkLegalSets });
  if (format.banned.length > 0) ordered.push({ order: RULE_ORDER.banned, run: checkBanned });
  if (format.restricted.length > 0) ordered.push({ order: RULE_ORDER.restricted, run: checkRestricted });
  // A stable sort: several subtype-limit rules keep the format's order.
  return ordered.sort((a, b) => a.order - b.order).map((c) => c.run);
}
