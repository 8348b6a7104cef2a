// Checks a deck against a format and explains every problem. Pure and
// synchronous: the deck builder runs it on every change in the browser, and
// the server runs the same code before it saves or registers a deck.
import type { CheckContext } from "./checks/context";
import { compileFormat } from "./compiled-format";
import { tallyDeck } from "./deck-tally";
import type { Format } from "./format";
import type { Deck, Verdict, Violation } from "./types";
import { byText } from "./wording";

// Within one rule: in the list's order where they name a line (as a player reads it), then by message (which names
// the cards), then by the cards.
function compareViolations(a: Violation, b: Violation): number {
  return (
    (a.line ?? Infinity) - (b.line ?? Infinity) ||
    byText(a.message, b.message) ||
    byText(a.cards.join(), b.cards.join())
  );
}

export function validateDeck(deck: Deck, format: Format): Verdict {
  const compiled = compileFormat(format);
  const ctx: CheckContext = { tally: tallyDeck(deck), format: compiled, violations: [] };
  const { violations } = ctx;
  let legal = true;
  // Checks run in verdict order, so only each check's own violations need sorting.
  for (const check of compiled.checks) {
    const from = violations.length;
    check(ctx);
    if (violations.length - from > 1) violations.push(...violations.splice(from).sort(compareViolations));
    for (let i = from; i < violations.length; i++) if (violations[i]!.severity === "error") legal = false;
  }
  return { legal, violations, counts: ctx.tally.counts };
}
