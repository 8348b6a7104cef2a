// captain-size and adventure-size: the two decks have exact sizes.
import type { FormatRule } from "../format";
import { count } from "../wording";
import { report, type CheckContext } from "./context";

type SizeRule = Extract<FormatRule, { kind: "captain-size" | "adventure-size" }>;

const DECK_NAMES = { "captain-size": "captain's deck", "adventure-size": "adventure deck" } as const;

export function checkDeckSize(ctx: CheckContext, rule: SizeRule): void {
  const have = rule.kind === "captain-size" ? ctx.tally.counts.captain : ctx.tally.counts.adventure;
  if (have === rule.size) return;
  const off = have < rule.size ? `${rule.size - have} more` : `${have - rule.size} too many`;
  report(
    ctx,
    rule.kind,
    `Your ${DECK_NAMES[rule.kind]} has ${count(have, "card")}: it needs exactly ${rule.size} (${off}).`,
  );
}
