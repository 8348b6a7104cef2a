import { report, slugsOf, type CheckContext } from "./context";

export function checkUniqueCrew(ctx: CheckContext): void {
  for (const group of ctx.tally.groups) {
    if (group.type === "CREW" && group.quantity > 1) {
      report(
        ctx,
        "unique-crew",
        `Crew are unique: '${group.name}' appears ${group.quantity} times, at most 1.`,
        slugsOf(group.printings),
      );
    }
  }
}
