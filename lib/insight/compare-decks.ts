// Two decks side by side: the cards both hold, the cards only one holds, and
// their totals.
import type { Deck, RulesCard } from "../rules/types";
import { deckParts, type Stack } from "./deck-parts";
import { deckTotals } from "./deck-totals";

export interface ComparedCard {
  card: RulesCard;
  /** Copies in deck A and in deck B. */
  a: number;
  b: number;
}

interface ComparedTotal {
  key: string;
  label: string;
  a: number;
  b: number;
  mean: boolean;
}

export interface DeckComparison {
  shared: ComparedCard[];
  onlyA: ComparedCard[];
  onlyB: ComparedCard[];
  totals: ComparedTotal[];
}

function stacksOf(deck: Deck): Map<string, Stack> {
  const parts = deckParts(deck);
  return new Map([...parts.ships, ...parts.captain, ...parts.adventure].map((s) => [s.card.slug, s]));
}

const byName = (x: ComparedCard, y: ComparedCard) =>
  x.card.name < y.card.name ? -1 : x.card.name > y.card.name ? 1 : x.card.slug < y.card.slug ? -1 : 1;

export function compareDecks({ a, b }: { a: Deck; b: Deck }): DeckComparison {
  const inA = stacksOf(a);
  const inB = stacksOf(b);
  const shared: ComparedCard[] = [];
  const onlyA: ComparedCard[] = [];
  for (const [slug, stack] of inA) {
    const other = inB.get(slug);
    (other ? shared : onlyA).push({ card: stack.card, a: stack.copies, b: other?.copies ?? 0 });
  }
  const onlyB = [...inB]
    .filter(([slug]) => !inA.has(slug))
    .map(([, stack]) => ({ card: stack.card, a: 0, b: stack.copies }));
  const totalsB = deckTotals(b);
  return {
    shared: shared.sort(byName),
    onlyA: onlyA.sort(byName),
    onlyB: onlyB.sort(byName),
    totals: deckTotals(a).map((t, i) => ({
      key: t.key,
      label: t.label,
      a: t.value,
      b: totalsB[i]!.value,
      mean: t.mean,
    })),
  };
}
