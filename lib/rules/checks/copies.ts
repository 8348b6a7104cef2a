import type { FormatRule } from "../format";
import { count } from "../wording";
import { report, slugsOf, type CheckContext } from "./context";

export function checkCopies(ctx: CheckContext, rule: Extract<FormatRule, { kind: "copies" }>): void {
  for (const group of ctx.tally.groups) {
    if (group.quantity > rule.max) {
      report(
        ctx,
        "copies",
        `At most ${count(rule.max, "copy", "copies")} of a card: '${group.name}' appears ${group.quantity} times.`,
        slugsOf(group.printings),
      );
    }
  }
}
