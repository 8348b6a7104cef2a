// Turns a catalogue card into the engine's RulesCard, deriving once what
// validation would otherwise work out from text on every check.
import type { CardRecord } from "../cards/card-record";
import type { Requirement } from "../cards/seed-schema";
import { searchTermsFor, type TermSource } from "../search/search-terms";
import type { AdventureFace, OtherRequirement, RulesCard, Token, TokenRequirement } from "./types";

/**
 * The keyed-filter terms search matches (group queries use them): as stored
 * with a database row, or worked out from a seed record by the same function.
 */
type TermsSource =
  { searchTerms: readonly string[] } | (Omit<TermSource, "hasErrata"> & { errata: readonly unknown[] });

/** Fields the deck insight reads (charts, odds, group queries). */
type InsightCardSource = Pick<CardRecord, "cost" | "creditValue" | "handSize" | "structure"> & TermsSource;

export type RulesCardSource = InsightCardSource &
  Pick<
    CardRecord,
    | "slug"
    | "name"
    | "type"
    | "setCode"
    | "subtypes"
    | "traits"
    | "keywords"
    | "skills"
    | "expertSkills"
    | "capabilities"
    | "crewSlots"
    | "upgradeSlots"
    | "text"
    | "contract"
    | "complication"
  >;

// A clause that grants tokens: "Gain one [skill:melee] token", "your [ship] gains
// [cap:cargo]", "provides one additional [skill:recon] token" — up to the end of
// the sentence. "does not provide" and "a [crew] with [skill:x]" (a cost, not a
// gain) do not match.
const GRANTING_CLAUSE = /(?<!not )\b(?:gains?|provides?)\b([^.\n]*)/gi;
const TOKEN_MARKUP = /\[(skill|cap):([a-z_]+)\]/g;

/**
 * The skill and capability tokens a card's rules text grants. An approximation
 * for the soft-unmet-requirements warning: conditions ("while you pursue a
 * Trade contract") and costs are ignored; a mention after gain/provide counts.
 */
export function tokensProduced(text: string): Token[] {
  const found = new Set<Token>();
  for (const clause of text.matchAll(GRANTING_CLAUSE)) {
    for (const [, kind, value] of (clause[1] ?? "").matchAll(TOKEN_MARKUP)) {
      found.add(`${kind}:${value}` as Token);
    }
  }
  return [...found].sort();
}

function tokenRequirements(requirements: readonly Requirement[], face: AdventureFace): TokenRequirement[] {
  return requirements.flatMap((r): TokenRequirement[] => {
    if (r.kind === "skill") return [{ token: `skill:${r.skill}`, expert: r.level === "expert", face, count: r.count }];
    if (r.kind === "capability") return [{ token: `cap:${r.capability}`, expert: false, face, count: r.count }];
    return [];
  });
}

function otherRequirements(requirements: readonly Requirement[], face: AdventureFace): OtherRequirement[] {
  return requirements.flatMap((r): OtherRequirement[] => {
    switch (r.kind) {
      case "expense":
        return [{ kind: "expense", credits: r.credits, face }];
      case "jettison":
        return [{ kind: "jettison", cardType: r.cardType, count: r.count, face }];
      case "control":
        return [
          {
            kind: "control",
            cardType: r.cardType ?? null,
            trait: r.trait ?? null,
            subtype: r.subtype ?? null,
            count: r.count,
            face,
          },
        ];
      default:
        return [];
    }
  });
}

function produces(card: RulesCardSource): Token[] {
  // An adventure card's text is about resolving it, not something its owner controls.
  if (card.type === "ADVENTURE") return [];
  const tokens = new Set<Token>([
    ...card.skills.map((s): Token => `skill:${s}`),
    ...card.capabilities.map((c) => `cap:${c}` as Token),
    ...tokensProduced(card.text),
  ]);
  return [...tokens].sort();
}

export function toRulesCard(card: RulesCardSource): RulesCard {
  return {
    slug: card.slug,
    name: card.name,
    type: card.type,
    setCode: card.setCode,
    subtypes: card.subtypes,
    traits: card.traits,
    keywords: card.keywords,
    skills: card.skills,
    expertSkills: card.expertSkills,
    capabilities: card.capabilities as RulesCard["capabilities"],
    crewSlots: card.crewSlots,
    upgradeSlots: card.upgradeSlots,
    produces: produces(card),
    producesExpert: card.expertSkills.map((s): Token => `skill:${s}`),
    requirements: [
      ...tokenRequirements(card.contract?.requirements ?? [], "contract"),
      ...tokenRequirements(card.complication?.requirements ?? [], "complication"),
    ],
    otherRequirements: [
      ...otherRequirements(card.contract?.requirements ?? [], "contract"),
      ...otherRequirements(card.complication?.requirements ?? [], "complication"),
    ],
    cost: card.cost,
    creditValue: card.creditValue,
    handSize: card.handSize,
    structure: card.structure,
    vp: card.contract?.vp ?? null,
    distance: card.contract?.distance ?? null,
    complicationSlots: card.contract?.complicationSlots ?? null,
    searchTerms:
      "searchTerms" in card ? card.searchTerms : searchTermsFor({ ...card, hasErrata: card.errata.length > 0 }),
  };
}
