// A deck's figures in one list, for comparing two decks side by side: the
// charts' totals (cards by part and type, cost, credits, crew, contracts).
import { CAPTAINS_DECK_TYPES, CARD_TYPE_LABELS } from "../cards/vocabulary";
import type { Deck } from "../rules/types";
import { deckParts, type Stack } from "./deck-parts";

export interface DeckTotal {
  key: string;
  label: string;
  value: number;
  /** Whole numbers are counts; a mean keeps its fraction (shown to one decimal). */
  mean: boolean;
}

const sum = (stacks: readonly Stack[], of: (s: Stack) => number) => stacks.reduce((total, s) => total + of(s), 0);

/** The mean of a statistic over the copies that have it; 0 when none has. */
function meanOf(stacks: readonly Stack[], read: (s: Stack) => number | null): number {
  let copies = 0,
    total = 0;
  for (const s of stacks) {
    const value = read(s);
    if (value === null) continue;
    copies += s.copies;
    total += value * s.copies;
  }
  return copies === 0 ? 0 : total / copies;
}

export function deckTotals(deck: Deck): DeckTotal[] {
  const parts = deckParts(deck);
  const crew = parts.captain.filter((s) => s.card.type === "CREW");
  const count = (key: string, label: string, value: number): DeckTotal => ({ key, label, value, mean: false });
  const mean = (key: string, label: string, value: number): DeckTotal => ({ key, label, value, mean: true });
  return [
    count("captain", "Captain's deck", parts.captainSize),
    count("adventure", "Adventure deck", parts.adventureSize),
    ...CAPTAINS_DECK_TYPES.map((type) =>
      count(
        type,
        CARD_TYPE_LABELS[type],
        sum(
          parts.captain.filter((s) => s.card.type === type),
          (s) => s.copies,
        ),
      ),
    ),
    mean(
      "mean-cost",
      "Mean cost",
      meanOf(parts.captain, (s) => s.card.cost),
    ),
    count(
      "credits",
      "Credit value, all cards",
      sum(parts.captain, (s) => (s.card.creditValue ?? 0) * s.copies),
    ),
    count("skills", "Skills among crew", new Set(crew.flatMap((s) => s.card.skills)).size),
    count(
      "expert-skills",
      "Expert skills among crew",
      sum(crew, (s) => s.card.expertSkills.length * s.copies),
    ),
    count(
      "vp",
      "Victory points, all contracts",
      sum(parts.adventure, (s) => (s.card.vp ?? 0) * s.copies),
    ),
    mean(
      "mean-distance",
      "Mean distance",
      meanOf(parts.adventure, (s) => s.card.distance),
    ),
    count(
      "complication-slots",
      "Complication slots, all contracts",
      sum(parts.adventure, (s) => (s.card.complicationSlots ?? 0) * s.copies),
    ),
  ];
}
