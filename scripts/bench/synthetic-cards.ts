// Synthetic catalogues for benchmarks: cards shaped like the seed catalogue
// (same type mix and stats), with names and rules text recombined from the
// seed's own words and sentences, so lengths and vocabulary stay realistic.
import type { CardRecord } from "../../lib/cards/card-record";
import { slugify } from "../../lib/cards/slug";
import { searchTermsFor, upgradeSlotCount } from "../../lib/search/search-terms";

/** A deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function syntheticCards(seed: CardRecord[], count: number) {
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const nameWords = [...new Set(seed.flatMap((c) => c.name.split(/\s+/)))];
  const sentences = seed.flatMap((c) => c.text.split(/(?<=\.)\s+|\n/)).filter((s) => s.length > 10);
  const flavors = seed.map((c) => c.flavor).filter((f): f is string => f !== null);
  return Array.from({ length: count }, (_, i) => {
    const template = seed[i % seed.length]!;
    const setCode = i % 2 ? "DRFT" : "CORE";
    const name = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(nameWords)).join(" ");
    const text = Array.from({ length: Math.floor(next() * 3) + (template.text ? 1 : 0) }, () => pick(sentences)).join(
      "\n",
    );
    return {
      setCode,
      number: Math.floor(i / 2) + 1,
      slug: `${slugify(name)}-${i}`,
      name,
      type: template.type,
      subtypes: template.subtypes,
      traits: template.traits,
      keywords: template.keywords,
      isUnique: template.isUnique,
      cost: template.cost,
      creditValue: template.creditValue,
      text,
      printedText: text,
      flavor: next() < 0.5 ? pick(flavors) : null,
      jump: template.jump,
      attack: template.attack,
      defense: template.defense,
      initiative: template.initiative,
      crewSlots: template.crewSlots,
      handSize: template.handSize,
      upgradeSlots: template.upgradeSlots,
      capabilities: template.capabilities,
      skills: template.skills,
      expertSkills: template.expertSkills,
      wounds: template.wounds,
      structure: template.structure,
      phase: template.phase,
      isReaction: template.isReaction,
      heroic: template.heroic,
      contract: template.contract,
      complication: template.complication,
      vp: template.vp,
      distance: template.distance,
      complicationSlots: template.complicationSlots,
      abandonment: template.abandonment,
      requirementTokens: template.requirementTokens,
      searchTerms: searchTermsFor({ ...template, setCode, hasErrata: false }),
      upgradeSlotCount: upgradeSlotCount(template.upgradeSlots),
      updatedAt: new Date(),
    };
  });
}
