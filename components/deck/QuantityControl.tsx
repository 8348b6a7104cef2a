"use client";
// − / quantity / + for one card, small. "+" and typed numbers stop at what the
// format allows (copyLimit): the reason is the "+" button's tooltip, and is said
// once when an edit is stopped; the field takes arrow keys, and + and − typed
// anywhere on the line change it by one.
import { useState } from "react";
import type { BuilderCard } from "@/lib/rules/builder-card";
import { MAX_LINE_QUANTITY } from "@/lib/decklists/limits";
import type { CopyLimit } from "@/lib/rules/copy-limit";

interface Props {
  card: BuilderCard;
  quantity: number;
  limit: CopyLimit;
  onChange: (card: BuilderCard, quantity: number) => void;
}

/** The most copies of this line: the format's limit less the copies of the same name on other lines. */
function lineMax(limit: CopyLimit, quantity: number): number {
  return limit.max === null
    ? MAX_LINE_QUANTITY
    : Math.min(MAX_LINE_QUANTITY, Math.max(quantity, limit.max - (limit.inDeck - quantity)));
}

export function QuantityControl({ card, quantity, limit, onChange }: Props) {
  const [note, setNote] = useState("");
  const max = lineMax(limit, quantity);
  const noteId = `qty-note-${card.slug}`;

  const set = (wanted: number) => {
    if (wanted > max) {
      setNote(limit.reason ?? `At most ${max}.`);
      if (quantity !== max) onChange(card, max);
      return;
    }
    setNote("");
    onChange(card, wanted);
  };

  return (
    <span
      className="qty-control"
      onKeyDown={(event) => {
        if (event.key === "+" || event.key === "=" || event.key === "-") {
          event.preventDefault();
          set(quantity + (event.key === "-" ? -1 : 1));
        }
      }}
    >
      <button type="button" aria-label={`Remove one ${card.name}`} onClick={() => set(quantity - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={quantity}
        aria-label={`Quantity of ${card.name}`}
        aria-describedby={note ? noteId : undefined}
        onChange={(e) => {
          const value = Number.parseInt(e.target.value, 10);
          if (!Number.isNaN(value)) set(value);
        }}
      />
      <button
        type="button"
        aria-label={`Add one ${card.name}`}
        aria-disabled={quantity >= max ? true : undefined}
        title={quantity >= max && limit.reason ? limit.reason : undefined}
        onClick={() => set(quantity + 1)}
      >
        +
      </button>
      <span id={noteId} className="limit-note" role="status">
        {note}
      </span>
    </span>
  );
}
