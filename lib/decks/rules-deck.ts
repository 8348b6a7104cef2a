// A deck's lines as the legality engine and the insight read them.
import { toRulesCard, type RulesCardSource } from "@/lib/rules/to-rules-card";
import type { Deck } from "@/lib/rules/types";

export function rulesDeckOf(lines: readonly { card: RulesCardSource; quantity: number }[]): Deck {
  return { entries: lines.map((l) => ({ card: toRulesCard(l.card), quantity: l.quantity })) };
}
