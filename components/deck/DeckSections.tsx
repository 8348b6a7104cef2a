// A deck's cards, read-only: Ship, Captain's deck by type or by cost, Adventure deck, with counts and targets; and
// the links that switch between the deck page's views.
import { CardName } from "@/components/card/CardPreview";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { DECK_VIEW_LABELS, DECK_VIEWS, type DeckView } from "@/lib/decks/deck-view";
import { groupCaptainByCost, groupDeck, type GroupableLine } from "./deck-groups";
import type { DeckTargets } from "@/lib/rules/deck-targets";

type ViewLine = GroupableLine & { card: { cost: number | null } };

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

/** Links to each view of the deck at `path`; the current one is marked. */
export function DeckViewSwitch({ path, view }: { path: string; view: DeckView }) {
  return (
    <nav className="view-switch" aria-label="Show the deck">
      {DECK_VIEWS.map((v) => (
        <a key={v} href={v === "type" ? path : `${path}?view=${v}`} aria-current={v === view ? "page" : undefined}>
          {DECK_VIEW_LABELS[v]}
        </a>
      ))}
    </nav>
  );
}

export function DeckSections({
  lines,
  targets,
  view = "type",
}: {
  lines: ViewLine[];
  targets: DeckTargets;
  view?: Exclude<DeckView, "text" | "grid">;
}) {
  const groups = groupDeck(lines);
  const captainGroups =
    view === "cost"
      ? groupCaptainByCost(lines).map((g) => ({
          key: String(g.cost),
          title: g.cost === null ? "No cost" : `Cost ${g.cost}`,
          lines: g.lines,
          count: g.count,
        }))
      : groups.captain.map((g) => ({ key: g.type, title: CARD_TYPE_LABELS[g.type], lines: g.lines, count: g.count }));
  return (
    <div className="deck-sections">
      <section aria-labelledby="sec-ship">
        <h2 id="sec-ship">Ship</h2>
        {groups.ship.length ? <Lines lines={groups.ship} /> : <p className="muted">No ship chosen.</p>}
      </section>
      <section aria-labelledby="sec-captain" className="deck-captain">
        <h2 id="sec-captain">
          Captain&apos;s deck{" "}
          <span className="deck-count">
            {groups.counts.captain}
            {targets.captain !== undefined ? ` / ${targets.captain}` : null}
          </span>
        </h2>
        <div className="deck-groups">
          {captainGroups.map((g) => (
            <div key={g.key} className="deck-group">
              <h3>
                {g.title} <span className="deck-count">{g.count}</span>
              </h3>
              <Lines lines={g.lines} />
            </div>
          ))}
        </div>
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
