// One printable decklist sheet: event, player, deck, the cards by section
// with counts, the verdict and the hash, and lines for the judge's check.
import type { RosterEntry } from "@/lib/events/roster";
import type { DecklistSheets } from "@/lib/events/decklist-sheets";
import { Instant } from "@/components/ui/Instant";
import { formatIsoDate } from "@/lib/rules/dates";
import { ListReasons } from "./ListReasons";
import { SnapshotCards } from "./SnapshotCards";

export function DecklistSheet({ event, entry }: { event: DecklistSheets["event"]; entry: RosterEntry }) {
  const { snapshot } = entry;
  return (
    <article className="decklist-sheet" aria-label={`Decklist of ${entry.player}`}>
      <header className="sheet-head">
        <h2>{event.name}</h2>
        <p>
          {formatIsoDate(event.heldOn)} · {event.place ?? "Online"} · {event.formatName}
        </p>
      </header>
      <dl className="sheet-facts">
        <div>
          <dt>Player</dt>
          <dd>{entry.player}</dd>
        </div>
        <div>
          <dt>Deck</dt>
          <dd>{snapshot.deckName}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <Instant at={snapshot.createdAt} /> (submission {snapshot.number})
          </dd>
        </div>
        <div className="sheet-wide">
          <dt>Verdict</dt>
          <dd>
            {snapshot.legal ? "Legal" : "Not legal"}
            <ListReasons reasons={entry.reasons} />
          </dd>
        </div>
        <div className="sheet-wide">
          <dt>Hash</dt>
          <dd>
            <code className="hash">{snapshot.hash}</code>
          </dd>
        </div>
      </dl>
      <SnapshotCards cards={snapshot.cards} linked={false} />
      <p className="sheet-sign">Checked by: ____________________ Table: ______</p>
    </article>
  );
}
