// The data behind every deck chart. Captain's deck: cost curve stacked by card
// type, credit values, subtypes; the whole deck by type; crew skills (trained
// and expert) and species. Adventure deck: contract victory points against
// distance, complication slots, requirement kinds by face. Counts are copies.
import {
  CAPTAINS_DECK_TYPES,
  CARD_TYPES,
  CARD_TYPE_LABELS,
  SKILLS,
  SKILL_LABELS,
  SPECIES,
  type CardType,
} from "../cards/vocabulary";
import type { Deck } from "../rules/types";
import {
  countBy,
  numberCategories,
  type BarChartData,
  type BarSeries,
  type ScatterChartData,
  type ScatterPoint,
} from "./chart-data";
import { deckParts, type DeckParts, type Stack } from "./deck-parts";

const copies = (s: Stack) => s.copies;

/** One series per captain's card type present, each counting by `keyOf`. */
function seriesByType(
  stacks: readonly Stack[],
  categories: readonly string[],
  keyOf: (s: Stack) => string | null,
): BarSeries[] {
  return CAPTAINS_DECK_TYPES.filter((type) => stacks.some((s) => s.card.type === type)).map((type) => ({
    key: type,
    label: CARD_TYPE_LABELS[type],
    values: countBy(
      categories,
      stacks.filter((s) => s.card.type === type),
      keyOf,
      copies,
    ),
  }));
}

function costCurve(parts: DeckParts): BarChartData {
  const categories = numberCategories(parts.captain.flatMap((s) => (s.card.cost === null ? [] : [s.card.cost]))).map(
    String,
  );
  return {
    id: "cost-curve",
    title: "Cost curve",
    categoryLabel: "Cost",
    valueLabel: "Cards",
    categories,
    series: seriesByType(parts.captain, categories, (s) => (s.card.cost === null ? null : String(s.card.cost))),
  };
}

function creditValues(parts: DeckParts): BarChartData {
  const categories = numberCategories(
    parts.captain.flatMap((s) => (s.card.creditValue === null ? [] : [s.card.creditValue])),
  ).map(String);
  return {
    id: "credit-values",
    title: "Credit values",
    categoryLabel: "Credit value",
    valueLabel: "Cards",
    categories,
    series: [
      {
        key: "cards",
        label: "Cards",
        values: countBy(
          categories,
          parts.captain,
          (s) => (s.card.creditValue === null ? null : String(s.card.creditValue)),
          copies,
        ),
      },
    ],
  };
}

function cardTypes(parts: DeckParts): BarChartData {
  const stacks = [...parts.ships, ...parts.captain, ...parts.adventure];
  const types = CARD_TYPES.filter((t) => stacks.some((s) => s.card.type === t));
  return {
    id: "card-types",
    title: "Card types",
    categoryLabel: "Type",
    valueLabel: "Cards",
    categories: types.map((t) => CARD_TYPE_LABELS[t]),
    series: [{ key: "cards", label: "Cards", values: countBy(types, stacks, (s) => s.card.type, copies) }],
  };
}

/** Subtypes of the captain's and adventure cards, stacked by card type. */
function subtypes(parts: DeckParts): BarChartData {
  const stacks = [...parts.captain, ...parts.adventure];
  const order = (type: CardType) => CARD_TYPES.indexOf(type);
  const seen = new Map<string, CardType>();
  for (const s of stacks) for (const st of s.card.subtypes) if (!seen.has(st)) seen.set(st, s.card.type);
  const categories = [...seen].sort(([a, ta], [b, tb]) => order(ta) - order(tb) || (a < b ? -1 : 1)).map(([st]) => st);
  const types = CARD_TYPES.filter((type) => stacks.some((s) => s.card.type === type && s.card.subtypes.length > 0));
  return {
    id: "subtypes",
    title: "Subtypes",
    categoryLabel: "Subtype",
    valueLabel: "Cards",
    categories,
    series: types.map((type) => {
      const values = categories.map(() => 0);
      for (const s of stacks) {
        if (s.card.type !== type) continue;
        for (const st of s.card.subtypes) values[categories.indexOf(st)]! += s.copies;
      }
      return { key: type, label: CARD_TYPE_LABELS[type], values };
    }),
  };
}

function crewSkills(parts: DeckParts): BarChartData {
  const crew = parts.captain.filter((s) => s.card.type === "CREW");
  const skills = SKILLS.filter((skill) => crew.some((s) => s.card.skills.includes(skill)));
  const count = (expert: boolean) =>
    skills.map((skill) =>
      crew.reduce(
        (sum, s) =>
          sum + (s.card.skills.includes(skill) && s.card.expertSkills.includes(skill) === expert ? s.copies : 0),
        0,
      ),
    );
  return {
    id: "crew-skills",
    title: "Crew skills",
    categoryLabel: "Skill",
    valueLabel: "Crew",
    categories: skills.map((s) => SKILL_LABELS[s]),
    series: [
      { key: "trained", label: "Trained", values: count(false) },
      { key: "expert", label: "Expert", values: count(true) },
    ],
  };
}

function crewSpecies(parts: DeckParts): BarChartData {
  const crew = parts.captain.filter((s) => s.card.type === "CREW");
  const speciesOf = (s: Stack) => s.card.traits.find((t) => (SPECIES as readonly string[]).includes(t)) ?? null;
  const species = SPECIES.filter((sp) => crew.some((s) => speciesOf(s) === sp));
  return {
    id: "crew-species",
    title: "Crew species",
    categoryLabel: "Species",
    valueLabel: "Crew",
    categories: [...species],
    series: [{ key: "crew", label: "Crew", values: countBy(species, crew, speciesOf, copies) }],
  };
}

/** One point per distance and victory points, carrying the contracts on it. */
function contracts(parts: DeckParts): ScatterChartData {
  const points = new Map<string, ScatterPoint>();
  for (const { card, copies } of parts.adventure) {
    if (card.vp === null || card.distance === null) continue;
    const key = `${card.distance}:${card.vp}`;
    const point = points.get(key) ?? { x: card.distance, y: card.vp, count: 0, names: [] };
    point.count += copies;
    point.names.push(card.name);
    points.set(key, point);
  }
  return {
    id: "contracts",
    title: "Contracts: victory points against distance",
    xLabel: "Distance",
    yLabel: "Victory points",
    points: [...points.values()].sort((a, b) => a.x - b.x || a.y - b.y),
  };
}

function complicationSlots(parts: DeckParts): BarChartData {
  const categories = numberCategories(
    parts.adventure.flatMap((s) => (s.card.complicationSlots === null ? [] : [s.card.complicationSlots])),
  ).map(String);
  return {
    id: "complication-slots",
    title: "Complication slots",
    categoryLabel: "Complication slots",
    valueLabel: "Contracts",
    categories,
    series: [
      {
        key: "contracts",
        label: "Contracts",
        values: countBy(
          categories,
          parts.adventure,
          (s) => (s.card.complicationSlots === null ? null : String(s.card.complicationSlots)),
          copies,
        ),
      },
    ],
  };
}

const KINDS = ["skill", "capability", "expense", "jettison", "control"] as const;
const KIND_LABELS: Record<(typeof KINDS)[number], string> = {
  skill: "Skill",
  capability: "Capability",
  expense: "Expense",
  jettison: "Jettison",
  control: "Control",
};

function requirementKinds(parts: DeckParts): BarChartData {
  const byFace = { contract: KINDS.map(() => 0), complication: KINDS.map(() => 0) };
  for (const { card, copies } of parts.adventure) {
    for (const r of card.requirements) byFace[r.face][r.token.startsWith("skill:") ? 0 : 1]! += copies;
    for (const r of card.otherRequirements) byFace[r.face][KINDS.indexOf(r.kind)]! += copies;
  }
  const present = KINDS.map((_, i) => byFace.contract[i]! + byFace.complication[i]! > 0);
  const keep = <T>(list: readonly T[]) => list.filter((_, i) => present[i]);
  return {
    id: "requirement-kinds",
    title: "Requirement kinds",
    categoryLabel: "Requirement",
    valueLabel: "Requirements",
    categories: keep(KINDS).map((k) => KIND_LABELS[k]),
    series: [
      { key: "contract", label: "Contract face", values: keep(byFace.contract) },
      { key: "complication", label: "Complication face", values: keep(byFace.complication) },
    ],
  };
}

export interface DeckCharts {
  costCurve: BarChartData;
  creditValues: BarChartData;
  cardTypes: BarChartData;
  subtypes: BarChartData;
  crewSkills: BarChartData;
  crewSpecies: BarChartData;
  contracts: ScatterChartData;
  complicationSlots: BarChartData;
  requirementKinds: BarChartData;
}

/** The cost curve alone: the deck page draws it beside the verdict, and its other charts only when opened. */
export function deckCostCurve(deck: Deck): BarChartData {
  return costCurve(deckParts(deck));
}

export function deckCharts(deck: Deck): DeckCharts {
  const parts = deckParts(deck);
  return {
    costCurve: costCurve(parts),
    creditValues: creditValues(parts),
    cardTypes: cardTypes(parts),
    subtypes: subtypes(parts),
    crewSkills: crewSkills(parts),
    crewSpecies: crewSpecies(parts),
    contracts: contracts(parts),
    complicationSlots: complicationSlots(parts),
    requirementKinds: requirementKinds(parts),
  };
}
