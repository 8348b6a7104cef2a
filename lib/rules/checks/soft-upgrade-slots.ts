import type { RulesCard } from "../types";
import { takesUpgradeSlot } from "../upgrade-slots";
import { count } from "../wording";
import { report, type CheckContext } from "./context";

/** More slot-taking upgrades of a subtype than the ship has slots for (subtypes with no slot at all are upgrade-fit errors). */
export function checkSoftUpgradeSlots(ctx: CheckContext): void {
  const { ship, groups } = ctx.tally;
  if (!ship) return;
  const slots = ship.upgradeSlots ?? {};
  const bySubtype = new Map<string, { quantity: number; cards: RulesCard[] }>();
  for (const group of groups) {
    if (group.type !== "UPGRADE") continue;
    for (const { card, quantity } of group.printings) {
      const subtype = card.subtypes.find((s) => (slots[s] ?? 0) > 0);
      if (subtype === undefined || !takesUpgradeSlot(card)) continue;
      const tally = bySubtype.get(subtype);
      if (tally) {
        tally.quantity += quantity;
        tally.cards.push(card);
      } else bySubtype.set(subtype, { quantity, cards: [card] });
    }
  }
  for (const [subtype, { quantity, cards }] of bySubtype) {
    const have = slots[subtype]!;
    if (quantity <= have) continue;
    const message = `'${ship.name}' has ${count(have, `${subtype} slot`)}, and your deck has ${quantity} ${subtype} upgrades: only ${have} can be fitted at once.`;
    report(ctx, "soft-upgrade-slots", message, [ship.slug, ...cards.map((c) => c.slug)]);
  }
}
