import type { FormatRule } from "../format";
import { quoteList } from "../wording";
import { report, type CheckContext } from "./context";

export function checkShipCount(ctx: CheckContext, rule: Extract<FormatRule, { kind: "ship-count" }>): void {
  const { counts, ships } = ctx.tally;
  if (counts.ship === rule.count) return;
  const needs = `it needs exactly ${rule.count}`;
  const message =
    counts.ship === 0
      ? `Your deck has no ship: ${needs}.`
      : `Your deck has ${counts.ship} ships (${quoteList(ships.map((s) => s.name))}): ${needs}.`;
  report(
    ctx,
    "ship-count",
    message,
    ships.map((s) => s.slug),
  );
}
