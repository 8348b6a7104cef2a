import type { RulesCard } from "../types";
import { isAre, quoteList } from "../wording";
import { report, type CheckContext } from "./context";

export function checkLegalSets(ctx: CheckContext): void {
  const { legalSets, format } = ctx.format;
  if (!legalSets) return;
  const outside = new Map<string, RulesCard[]>();
  for (const group of ctx.tally.groups) {
    for (const { card } of group.printings) {
      if (legalSets.has(card.setCode)) continue;
      const cards = outside.get(card.setCode);
      if (cards) cards.push(card);
      else outside.set(card.setCode, [card]);
    }
  }
  const allowed = [...legalSets].join(", ");
  for (const [set, cards] of outside) {
    const names = quoteList(cards.map((c) => c.name));
    report(
      ctx,
      "legal-sets",
      `${names} ${isAre(cards.length)} from ${set}, which is not legal in ${format.name} (legal sets: ${allowed}).`,
      cards.map((c) => c.slug),
    );
  }
}
