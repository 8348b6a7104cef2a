// How a verdict's problems read on the deck page, /check and an event's lists: one entry per rule, the opening its
// problems share said once ("Crew are unique:") above what each adds, and the cards a message names in quotes linked
// where they stand.
import type { Violation } from "./types";

export interface ViolationGroup {
  /** The problems of one rule that follow each other in the verdict (it lists a rule's problems together). */
  violations: Violation[];
  /** What every message opens with, when there are several, ending in a colon: said once. Else empty. */
  lead: string;
  /** Each message without the lead. */
  texts: string[];
}

export function groupViolations(violations: readonly Violation[]): ViolationGroup[] {
  const groups: Violation[][] = [];
  for (const v of violations) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.rule === v.rule && last[0]!.glossary === v.glossary) last.push(v);
    else groups.push([v]);
  }
  return groups.map((group) => {
    const messages = group.map((v) => v.message);
    const opening = sharedOpening(messages);
    return {
      violations: group,
      lead: opening.endsWith(": ") ? opening.trimEnd() : opening ? `${opening.trimEnd()}:` : "",
      texts: messages.map((m) => m.slice(opening.length)),
    };
  });
}

/** The problems as plain text, one line per rule, its shared opening said once: for a table cell or a sheet. */
export function problemLines(violations: readonly Violation[]): string[] {
  return groupViolations(violations).map((group) => [group.lead, ...group.texts].filter(Boolean).join(" "));
}

const ARTICLES = new Set(["a", "an", "the"]);

/**
 * What several messages open with: up to their first colon ("Crew are unique: "), else the words they all begin with
 * when there are three or more ("Nothing in your deck produces "). Empty for one message.
 */
function sharedOpening(messages: string[]): string {
  if (messages.length < 2) return "";
  const first = messages[0]!;
  const colon = first.indexOf(": ");
  if (colon > 0 && messages.every((m) => m.startsWith(first.slice(0, colon + 2)))) return first.slice(0, colon + 2);
  const words = first.split(" ");
  let shared = 0;
  while (shared < words.length - 1 && messages.every((m) => m.split(" ")[shared] === words[shared])) shared++;
  // "produces a" would leave "Computers token" and "an Engineer token" below it: the article stays with its noun.
  while (shared > 0 && ARTICLES.has(words[shared - 1]!)) shared--;
  return shared >= 3 ? `${words.slice(0, shared).join(" ")} ` : "";
}

type TextPart = string | { slug: string; name: string };

/**
 * A message cut where it names one of `cards` in quotes ('Mira Okonkwo-Vance'), each such name a part of its own to
 * be linked; a name holding an apostrophe is found whole, as the message quotes it.
 */
export function namedCards(text: string, cards: readonly { slug: string; name: string }[]): TextPart[] {
  const parts: TextPart[] = [];
  let rest = text;
  for (;;) {
    let next: { at: number; card: { slug: string; name: string } } | null = null;
    for (const card of cards) {
      const at = rest.indexOf(`'${card.name}'`);
      if (at >= 0 && (!next || at < next.at || (at === next.at && card.name.length > next.card.name.length)))
        next = { at, card };
    }
    if (!next) break;
    if (next.at > 0) parts.push(rest.slice(0, next.at));
    parts.push(next.card);
    rest = rest.slice(next.at + next.card.name.length + 2);
  }
  if (rest) parts.push(rest);
  return parts;
}
