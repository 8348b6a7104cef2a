import type { RulesCard } from "../types";
import { takesUpgradeSlot } from "../upgrade-slots";
import { quoteList } from "../wording";
import { report, type CheckContext } from "./context";

/** Every upgrade that needs a slot names a subtype the ship has slots for. */
export function checkUpgradeFit(ctx: CheckContext): void {
  const { ship, groups } = ctx.tally;
  if (!ship) return; // no single ship to fit upgrades to: ship-count says so
  const slots = ship.upgradeSlots ?? {};
  const unfit = new Map<string, RulesCard[]>();
  for (const group of groups) {
    if (group.type !== "UPGRADE") continue;
    for (const { card } of group.printings) {
      if (!takesUpgradeSlot(card) || card.subtypes.length === 0) continue;
      if (card.subtypes.some((s) => (slots[s] ?? 0) > 0)) continue;
      const subtype = card.subtypes[0]!;
      const cards = unfit.get(subtype);
      if (cards) cards.push(card);
      else unfit.set(subtype, [card]);
    }
  }
  for (const [subtype, cards] of unfit) {
    const message = `'${ship.name}' has no ${subtype} slot: ${quoteList(cards.map((c) => c.name))} cannot be fitted.`;
    report(ctx, "upgrade-fit", message, [ship.slug, ...cards.map((c) => c.slug)]);
  }
}
