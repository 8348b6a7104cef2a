import { report, type CheckContext } from "./context";

export function checkRestricted(ctx: CheckContext): void {
  const { restricted, format } = ctx.format;
  for (const group of ctx.tally.groups) {
    let copies = 0;
    let hits: string[] | null = null;
    for (const { card, quantity } of group.printings) {
      if (!restricted.has(card)) continue;
      copies += quantity;
      (hits ??= []).push(card.slug);
    }
    if (hits && copies > 1) {
      report(
        ctx,
        "restricted",
        `'${group.name}' is restricted in ${format.name}: at most 1 copy, your deck has ${copies}.`,
        hits,
      );
    }
  }
}
