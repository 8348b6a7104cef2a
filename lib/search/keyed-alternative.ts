// A search of one bare word that names a skill finds the cards that print it (name, subtypes, traits, rules text),
// not the crew who have the skill: "medic" misses a Medic whose text never says so. The results offer sk:medic.
import { SKILL_LABELS, SKILLS } from "@/lib/cards/vocabulary";
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
  const word = read.ast.value.toLowerCase();
  const skill = SKILLS.find((s) => SKILL_LABELS[s].toLowerCase() === word || s === word);
  return skill
    ? { what: `crew with the ${SKILL_LABELS[skill]} skill`, q: printQuery({ kind: "skill", skill, level: null }) }
    : null;
}
