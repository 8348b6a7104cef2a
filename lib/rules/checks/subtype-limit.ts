import type { FormatRule } from "../format";
import type { RulesCard } from "../types";
import { CARDS_OF_TYPE, count, quoteList } from "../wording";
import { report, type CheckContext } from "./context";

export function checkSubtypeLimit(ctx: CheckContext, rule: Extract<FormatRule, { kind: "subtype-limit" }>): void {
  const bySubtype = new Map<string, { quantity: number; cards: RulesCard[] }>();
  for (const group of ctx.tally.groups) {
    if (group.type !== rule.cardType) continue;
    for (const { card, quantity } of group.printings) {
      for (const subtype of card.subtypes) {
        const tally = bySubtype.get(subtype);
        if (tally) {
          tally.quantity += quantity;
          tally.cards.push(card);
        } else bySubtype.set(subtype, { quantity, cards: [card] });
      }
    }
  }
  const [one, many] = CARDS_OF_TYPE[rule.cardType];
  for (const [subtype, { quantity, cards }] of bySubtype) {
    if (quantity <= rule.max) continue;
    const message = `At most ${count(rule.max, one, many)} of each subtype: your deck has ${quantity} ${subtype} ${many} (${quoteList(cards.map((c) => c.name))}).`;
    report(
      ctx,
      "subtype-limit",
      message,
      cards.map((c) => c.slug),
    );
  }
}
