// Every field of a card but its errata and rulings, as one Prisma select and
// one typed conversion: the one place JSON and string-array columns become the
// types the seed schema validated them as.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CardFields, CardRecord } from "./card-record";

export type { CardFields } from "./card-record";

export const cardFieldsSelect = {
  id: true,
  setCode: true,
  number: true,
  slug: true,
  name: true,
  type: true,
  subtypes: true,
  traits: true,
  keywords: true,
  isUnique: true,
  cost: true,
  creditValue: true,
  text: true,
  printedText: true,
  flavor: true,
  jump: true,
  attack: true,
  defense: true,
  initiative: true,
  crewSlots: true,
  handSize: true,
  upgradeSlots: true,
  capabilities: true,
  skills: true,
  expertSkills: true,
  wounds: true,
  structure: true,
  phase: true,
  isReaction: true,
  heroic: true,
  contract: true,
  complication: true,
  vp: true,
  distance: true,
  complicationSlots: true,
  abandonment: true,
  requirementTokens: true,
  searchTerms: true,
} satisfies Prisma.CardSelect;
export type CardFieldsRow = Prisma.CardGetPayload<{ select: typeof cardFieldsSelect }>;

/** The row as the catalogue's types: the database only stores what the seed schema accepted. */
export function toCardFields(row: CardFieldsRow): CardFields {
  return {
    ...row,
    skills: row.skills as CardRecord["skills"],
    expertSkills: row.expertSkills as CardRecord["expertSkills"],
    upgradeSlots: row.upgradeSlots as CardRecord["upgradeSlots"],
    phase: row.phase as CardRecord["phase"],
    heroic: row.heroic as CardRecord["heroic"],
    contract: row.contract as CardRecord["contract"],
    complication: row.complication as CardRecord["complication"],
  };
}
