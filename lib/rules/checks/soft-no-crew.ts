import { report, type CheckContext } from "./context";

export function checkSoftNoCrew(ctx: CheckContext): void {
  if (ctx.tally.counts.byType.CREW > 0) return;
  report(ctx, "soft-no-crew", "Your captain's deck has no crew: nobody will produce skill tokens for your contracts.");
}
