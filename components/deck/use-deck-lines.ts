// The builder's card lines and the edits on them. At most one ship: choosing
// one replaces the other.
import { useCallback, useState } from "react";
import type { BuilderCard } from "@/lib/rules/builder-card";
import { MAX_LINE_QUANTITY } from "@/lib/decklists/limits";

export interface BuilderLine {
  card: BuilderCard;
  quantity: number;
}

export function useDeckLines(initial: BuilderLine[]) {
  const [lines, setLines] = useState(initial);

  const setQuantity = useCallback((card: BuilderCard, quantity: number) => {
    const q = Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.trunc(quantity)));
    setLines((current) => {
      const others = current.filter((l) => l.card.slug !== card.slug);
      if (q === 0) return others;
      const index = current.findIndex((l) => l.card.slug === card.slug);
      const next = { card, quantity: q };
      return index === -1 ? [...current, next] : current.map((l, i) => (i === index ? next : l));
    });
  }, []);

  const add = useCallback((card: BuilderCard) => {
    if (card.type === "SHIP") {
      setLines((current) => [...current.filter((l) => l.card.type !== "SHIP"), { card, quantity: 1 }]);
      return;
    }
    setLines((current) => {
      const found = current.find((l) => l.card.slug === card.slug);
      if (!found) return [...current, { card, quantity: 1 }];
      return current.map((l) => (l === found ? { card, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + 1) } : l));
    });
  }, []);

  const removeShips = useCallback(() => setLines((current) => current.filter((l) => l.card.type !== "SHIP")), []);

  /** Every line at once: a restored draft. */
  const replace = useCallback((next: BuilderLine[]) => setLines(next), []);

  return { lines, setQuantity, add, removeShips, replace };
}
