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

/** Every name the list gave that matched no card, with its line and the names it may have meant. */
export function checkUnknownCards(ctx: CheckContext): void {
  for (const entry of ctx.tally.unidentified) {
    const where = [
      ...(entry.line !== undefined ? [`line ${entry.line}`] : []),
      count(entry.quantity, "copy", "copies"),
    ].join(", ");
    const hint = entry.suggestions.length ? ` Did you mean ${eitherOf(entry.suggestions)}?` : "";
    const violation = report(
      ctx,
      "unknown-card",
      `'${entry.name}' (${where}) is no card Starport knows, so the list cannot be checked as legal.${hint}`,
    );
    if (entry.line !== undefined) violation.line = entry.line;
    violation.suggestions = [...entry.suggestions];
  }
}
