"use client";
// The deck being built, grouped like the read-only view, with editable
// quantities that stop at the format's limits, names that preview the card,
// the copies the player owns against those the deck needs, and the cards of
// the selected violation highlighted.
import { useMemo } from "react";
import { CardName } from "@/components/card/CardPreview";
import { OwnedCount } from "@/components/collection/OwnedCount";
import { useOwnedCounts } from "@/components/collection/use-owned-counts";
import { ownedVsNeeded, type OwnedVsNeeded } from "@/lib/collections/owned-vs-needed";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import type { CopyLimit } from "@/lib/rules/copy-limit";
import type { DeckTargets } from "@/lib/rules/deck-targets";
import { groupDeck } from "./deck-groups";
import { QuantityControl } from "./QuantityControl";
import type { BuilderLine } from "./use-deck-lines";

interface Props {
  lines: BuilderLine[];
  targets: DeckTargets;
  highlighted: ReadonlySet<string>;
  limitOf: (card: BuilderLine["card"]) => CopyLimit;
  onQuantity: (card: BuilderLine["card"], quantity: number) => void;
  /** Moves a line, all its copies, to the sideboard ("considering"). */
  onSetAside: (line: BuilderLine) => void;
}

type LinesProps = Omit<Props, "targets"> & { owned: ReadonlyMap<string, OwnedVsNeeded> | null };

function Lines({ lines, highlighted, limitOf, onQuantity, onSetAside, owned }: LinesProps) {
  if (lines.length === 0) return <p className="muted">None yet.</p>;
  return (
    <ul className="deck-lines">
      {lines.map((l) => (
        <li
          key={l.card.slug}
          className={highlighted.has(l.card.slug) ? "highlighted" : undefined}
          data-slug={l.card.slug}
        >
          <QuantityControl card={l.card} quantity={l.quantity} limit={limitOf(l.card)} onChange={onQuantity} />
          <CardName slug={l.card.slug} name={l.card.name} as="button" className="deck-line-name" />{" "}
          {owned?.get(l.card.slug) ? (
            <>
              <OwnedCount line={owned.get(l.card.slug)!} />{" "}
            </>
          ) : null}
          <button type="button" className="set-aside" onClick={() => onSetAside(l)}>
            Set aside<span className="visually-hidden"> {l.card.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function BuilderSections({ lines, targets, highlighted, limitOf, onQuantity, onSetAside }: Props) {
  const groups = groupDeck(lines);
  const slugs = useMemo(() => lines.map((l) => l.card.slug), [lines]);
  const counts = useOwnedCounts(slugs);
  // Each line shows its count once known, and only to a signed-in player.
  const owned = useMemo(() => {
    if (!counts.available) return null;
    const known = lines
      .filter((l) => l.card.slug in counts.owned)
      .map((l) => ({ slug: l.card.slug, quantity: l.quantity }));
    return new Map(ownedVsNeeded(known, counts.owned).map((o) => [o.slug, o]));
  }, [lines, counts.available, counts.owned]);
  const common = { highlighted, limitOf, onQuantity, onSetAside, owned };
  return (
    <div className="deck-sections">
      <section aria-labelledby="b-captain">
        <h2 id="b-captain">
          Captain&apos;s deck{" "}
          <span className="deck-count" data-testid="captain-count">
            {groups.counts.captain}
            {targets.captain !== undefined ? ` / ${targets.captain}` : null}
          </span>
        </h2>
        {groups.captain.length === 0 ? <p className="muted">None yet.</p> : null}
        {groups.captain.map((g) => (
          <div key={g.type}>
            <h3>
              {CARD_TYPE_LABELS[g.type]} <span className="deck-count">{g.count}</span>
            </h3>
            <Lines lines={g.lines} {...common} />
          </div>
        ))}
      </section>
      <section aria-labelledby="b-adventure">
        <h2 id="b-adventure">
          Adventure deck{" "}
          <span className="deck-count" data-testid="adventure-count">
            {groups.counts.adventure}
            {targets.adventure !== undefined ? ` / ${targets.adventure}` : null}
          </span>
        </h2>
        <Lines lines={groups.adventure} {...common} />
      </section>
    </div>
  );
}
