import { count } from "../wording";
import { report, type CheckContext } from "./context";

/** 'A', 'B' or 'C', in the order given (best match first). */
const eitherOf = (names: readonly string[]) =>
  names.length < 2
    ? `'${names[0] ?? ""}'`
    : `${names
        .slice(0, -1)
        .map((n) => `'${n}'`)
        .join(", ")} or '${names.at(-1)}'`;

/** The message's last sentence naming the cards the player may have meant; a page shows them as links instead. */
export const didYouMean = (names: readonly string[]) => (names.length ? ` Did you mean ${eitherOf(names)}?` : "");

/** Every name the list gave that matched no card, with its line and the names it may have meant. */
export function checkUnknownCards(ctx: CheckContext): void {
  for (const entry of ctx.tally.unidentified) {
    const where = [
      ...(entry.line !== undefined ? [`line ${entry.line}`] : []),
      count(entry.quantity, "copy", "copies"),
    ].join(", ");
    const violation = report(
      ctx,
      "unknown-card",
      `'${entry.name}' (${where}) is no card Starport knows, so the list cannot be checked as legal.${didYouMean(entry.suggestions)}`,
    );
    if (entry.line !== undefined) violation.line = entry.line;
    violation.suggestions = [...entry.suggestions];
  }
}
