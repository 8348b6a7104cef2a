"use client";
// − / quantity / + for one card; the field takes typed numbers and arrow keys.
import type { BuilderCard } from "@/lib/cards/builder-card";
import { MAX_LINE_QUANTITY } from "@/lib/decklists/limits";

export function QuantityControl({ card, quantity, onChange }: { card: BuilderCard; quantity: number; onChange: (card: BuilderCard, quantity: number) => void }) {
  return (
    <span className="qty-control">
      <button type="button" aria-label={`Remove one ${card.name}`} onClick={() => onChange(card, quantity - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LINE_QUANTITY}
        value={quantity}
        aria-label={`Quantity of ${card.name}`}
        onChange={(e) => {
          const value = Number.parseInt(e.target.value, 10);
          if (!Number.isNaN(value)) onChange(card, value);
        }}
      />
      <button type="button" aria-label={`Add one ${card.name}`} onClick={() => onChange(card, quantity + 1)}>
        +
      </button>
    </span>
  );
}
