// Trifling upgrades take no upgrade slot, and Hindrance ones (Integral +
// Trifling) are played on an opponent's ship: neither needs a slot on yours.
import type { RulesCard } from "./types";

export function takesUpgradeSlot(card: RulesCard): boolean {
  return !card.keywords.includes("Trifling") && !card.keywords.includes("Hindrance");
}
