// A deck's cards, read-only: Ship, Captain's deck by type, Adventure deck, with counts and targets.
import { CardName } from "@/components/card/CardPreview";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { groupDeck, type GroupableLine } from "./deck-groups";
import type { DeckTargets } from "@/lib/rules/deck-targets";

function Lines({ lines }: { lines: GroupableLine[] }) {
  return (
    <ul className="deck-lines">
      {lines.map((l) => (
        <li key={l.card.slug}>
          <span className="deck-qty">{l.quantity}×</span> <CardName slug={l.card.slug} name={l.card.name} />
        </li>
      ))}
    </ul>
  );
}

export function DeckSections({ lines, targets }: { lines: GroupableLine[]; targets: DeckTargets }) {
  const groups = groupDeck(lines);
  return (
    <div className="deck-sections">
      <section aria-labelledby="sec-ship">
        <h2 id="sec-ship">Ship</h2>
        {groups.ship.length ? <Lines lines={groups.ship} /> : <p className="muted">No ship chosen.</p>}
      </section>
      <section aria-labelledby="sec-captain">
        <h2 id="sec-captain">
          Captain&apos;s deck{" "}
          <span className="deck-count">
            {groups.counts.captain}
            {targets.captain !== undefined ? ` / ${targets.captain}` : null}
          </span>
        </h2>
        {groups.captain.map((g) => (
          <div key={g.type}>
            <h3>
              {CARD_TYPE_LABELS[g.type]} <span className="deck-count">{g.count}</span>
            </h3>
            <Lines lines={g.lines} />
          </div>
        ))}
      </section>
      <section aria-labelledby="sec-adventure">
        <h2 id="sec-adventure">
          Adventure deck{" "}
          <span className="deck-count">
            {groups.counts.adventure}
            {targets.adventure !== undefined ? ` / ${targets.adventure}` : null}
          </span>
        </h2>
        <Lines lines={groups.adventure} />
      </section>
    </div>
  );
}

/** The sideboard: cards kept with the deck but outside it, never counted by the verdict. */
export function ConsideringList({ lines }: { lines: GroupableLine[] }) {
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section aria-labelledby="sec-considering" className="deck-considering">
      <h2 id="sec-considering">
        Considering <span className="deck-count">{count}</span>
      </h2>
      <p className="muted">Kept with the deck, outside it: the legality check does not count these.</p>
      <Lines lines={lines} />
    </section>
  );
}
