// Structured search terms for a card: lower-case "key:value" strings stored in
// one indexed array column, so every keyed filter of the query language is an
// array containment test (and a Meilisearch filter on one attribute).
import type { CardRecord } from "../cards/card-record";

export type TermSource = Pick<
  CardRecord,
  | "type"
  | "setCode"
  | "subtypes"
  | "traits"
  | "keywords"
  | "skills"
  | "expertSkills"
  | "capabilities"
  | "requirementTokens"
  | "isUnique"
  | "isReaction"
  | "heroic"
  | "contract"
  | "complication"
> & { hasErrata: boolean };

const lc = (s: string) => s.toLowerCase();

export function searchTermsFor(card: TermSource): string[] {
  const terms = new Set<string>([`t:${lc(card.type)}`, `set:${lc(card.setCode)}`]);
  for (const s of card.subtypes) terms.add(`st:${lc(s)}`);
  for (const t of card.traits) terms.add(`tr:${lc(t)}`);
  if (card.type === "CREW" && !card.traits.some((t) => lc(t) === "human")) terms.add("tr:non-human");
  for (const k of card.keywords) {
    const name = lc(k.split(" ")[0]!);
    terms.add(`k:${name}`);
    terms.add(`k:${lc(k)}`);
    if (name === "hindrance") {
      // Hindrance is both Integral and Trifling.
      terms.add("k:integral");
      terms.add("k:trifling");
    }
  }
  for (const s of card.skills) {
    terms.add(`sk:${s}`);
    terms.add(`sk:${s}=${card.expertSkills.includes(s) ? "expert" : "trained"}`);
  }
  for (const c of card.capabilities) terms.add(`cap:${c}`);
  const requirements = [card.contract, card.complication].flatMap((face) =>
    face ? [...face.requirements, ...face.subplots.flatMap((s) => s.requirements)] : [],
  );
  for (const r of requirements) if (r.kind === "capability") terms.add(`cap:${r.capability}`);
  for (const token of card.requirementTokens) terms.add(`req:${token}`);
  if (card.isUnique) terms.add("is:unique");
  if (card.hasErrata) terms.add("is:errata");
  if (card.isReaction) terms.add("is:reaction");
  if (card.heroic) terms.add("is:heroic");
  if (terms.has("k:trifling")) terms.add("is:trifling");
  if (terms.has("k:hindrance")) terms.add("is:hindrance");
  return [...terms].sort();
}

/** Total upgrade slots of a ship (the `slots` number). */
export function upgradeSlotCount(slots: Record<string, number> | null): number | null {
  return slots ? Object.values(slots).reduce((a, b) => a + b, 0) : null;
}
