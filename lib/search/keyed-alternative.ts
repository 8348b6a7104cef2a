// A search of one bare word that names a skill finds the crew who have it among every card holding the word (its
// name, subtypes, traits, rules text): the results offer sk:medic, the crew alone.
import { SKILL_LABELS } from "@/lib/cards/vocabulary";
import { parseQuery } from "./query/parse";
import { printQuery } from "./query/print";

export interface KeyedAlternative {
  /** What the keyed search finds, to follow "Looking for". */
  what: string;
  q: string;
}

export function keyedAlternative(q: string): KeyedAlternative | null {
  const read = parseQuery(q, { collection: true });
  if (!read.ok || read.ast?.kind !== "word") return null;
  // The skill key reads the word as the search would: its spellings and short forms (jot) included.
  const keyed = parseQuery(`sk:${read.ast.value}`);
  if (!keyed.ok || keyed.ast?.kind !== "skill") return null;
  return { what: `crew with the ${SKILL_LABELS[keyed.ast.skill]} skill`, q: printQuery(keyed.ast) };
}
