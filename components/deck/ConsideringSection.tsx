"use client";
// The builder's sideboard ("considering"): cards kept with the deck but
// outside it, never counted by the verdict. A card moves back into the deck
// with all its copies, or is dropped.
import type { BuilderCard } from "@/lib/rules/builder-card";
import type { BuilderLine } from "./use-deck-lines";

interface Props {
  lines: BuilderLine[];
  onMoveToDeck: (line: BuilderLine) => void;
  onDrop: (card: BuilderCard) => void;
}

export function ConsideringSection({ lines, onMoveToDeck, onDrop }: Props) {
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section aria-labelledby="b-considering" className="deck-considering">
      <h2 id="b-considering">
        Considering{" "}
        <span className="deck-count" data-testid="considering-count">
          {count}
        </span>
      </h2>
      {lines.length === 0 ? (
        <p className="muted">Cards set aside from the deck wait here, outside the legality check.</p>
      ) : (
        <ul className="deck-lines">
          {[...lines]
            .sort((a, b) => a.card.name.localeCompare(b.card.name))
            .map((l) => (
              <li key={l.card.slug} data-slug={l.card.slug}>
                <span className="deck-qty">{l.quantity}×</span> <span className="deck-line-name">{l.card.name}</span>{" "}
                <button
                  type="button"
                  className="line-action"
                  aria-label={`Move ${l.card.name} to the deck`}
                  onClick={() => onMoveToDeck(l)}
                >
                  To deck
                </button>{" "}
                <button
                  type="button"
                  className="line-action"
                  aria-label={`Drop ${l.card.name}`}
                  onClick={() => onDrop(l.card)}
                >
                  Drop
                </button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
