import { report, type CheckContext } from "./context";

export function checkBanned(ctx: CheckContext): void {
  const { banned, format } = ctx.format;
  for (const group of ctx.tally.groups) {
    // A slug bans one printing, a name every printing.
    let hits: string[] | null = null;
    for (const { card } of group.printings) if (banned.has(card)) (hits ??= []).push(card.slug);
    if (hits) report(ctx, "banned", `'${group.name}' is banned in ${format.name}.`, hits);
  }
}
