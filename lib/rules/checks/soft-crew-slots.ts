import { count } from "../wording";
import { report, slugsOf, type CheckContext } from "./context";

/** More different crew than the ship can carry at once. */
export function checkSoftCrewSlots(ctx: CheckContext): void {
  const { ship, groups, counts } = ctx.tally;
  if (!ship || ship.crewSlots === null || counts.byType.CREW <= ship.crewSlots) return;
  const crew = groups.filter((g) => g.type === "CREW");
  if (crew.length <= ship.crewSlots) return;
  const message = `'${ship.name}' has ${count(ship.crewSlots, "crew slot")}, and your deck has ${crew.length} different crew: only ${ship.crewSlots} can serve at once.`;
  report(ctx, "soft-crew-slots", message, [ship.slug, ...crew.flatMap((g) => slugsOf(g.printings))]);
}
