// How a player picks the two decks to compare: from their own decks, the deck A was forked from, or public decks found
// by name. Plain GET forms and links: every choice is an address (?a=&b=), and the page works without JavaScript.
import Link from "next/link";
import { PlayerLink } from "@/components/ui/PlayerLink";

interface PickableDeck {
  id: string;
  name: string;
}

interface FoundDeck extends PickableDeck {
  handle: string;
  formatName: string;
}

interface Props {
  a: PickableDeck | null;
  b: PickableDeck | null;
  /** The viewer's own decks (none when signed out). */
  own: PickableDeck[];
  /** The deck A was forked from, when the viewer may see it. */
  forkedFrom: PickableDeck | null;
  q: string;
  /** Public decks whose name matches `q`; null before a search. */
  found: FoundDeck[] | null;
}

const compareHref = (a: string, b?: string) => `/decks/compare?${new URLSearchParams(b ? { a, b } : { a }).toString()}`;

const Options = ({ decks }: { decks: PickableDeck[] }) =>
  decks.map((d) => (
    <option key={d.id} value={d.id}>
      {d.name}
    </option>
  ));

export function CompareDeckPicker({ a, b, own, forkedFrom, q, found }: Props) {
  const ownIds = new Set(own.map((d) => d.id));
  // A deck picked elsewhere (a public one, a link) stays selectable, so comparing again keeps it.
  const pickedA = a && !ownIds.has(a.id) ? a : null;
  const pickedB = b && !ownIds.has(b.id) && b.id !== forkedFrom?.id ? b : null;
  const others = own.filter((d) => d.id !== a?.id && d.id !== forkedFrom?.id);
  // A public deck found by name fills the slot still empty, B once A is there.
  const slot = a ? "B" : "A";
  // Keyed by the picks: a link followed in the browser keeps the page's forms, whose default values would not change.
  const picks = `${a?.id ?? ""}:${b?.id ?? ""}:${q}`;
  return (
    <div className="compare-pick">
      <form key={`pick-${picks}`} method="get" className="insight-controls">
        <div className="insight-field">
          <label htmlFor="compare-a">Deck A</label>
          <select id="compare-a" name="a" required defaultValue={a?.id ?? ""}>
            <option value="" disabled>
              Pick a deck
            </option>
            {pickedA ? <Options decks={[pickedA]} /> : null}
            {own.length ? (
              <optgroup label="Your decks">
                <Options decks={own} />
              </optgroup>
            ) : null}
          </select>
        </div>
        <div className="insight-field">
          <label htmlFor="compare-b">Deck B</label>
          <select id="compare-b" name="b" required defaultValue={b?.id ?? ""}>
            <option value="" disabled>
              Pick a deck
            </option>
            {pickedB ? <Options decks={[pickedB]} /> : null}
            {forkedFrom ? (
              <optgroup label="A was forked from">
                <Options decks={[forkedFrom]} />
              </optgroup>
            ) : null}
            {others.length ? (
              <optgroup label="Your decks">
                <Options decks={others} />
              </optgroup>
            ) : null}
          </select>
        </div>
        <button type="submit">Compare</button>
      </form>
      <form key={`find-${picks}`} method="get" role="search" className="insight-controls">
        {a ? <input type="hidden" name="a" value={a.id} /> : null}
        {b ? <input type="hidden" name="b" value={b.id} /> : null}
        <div className="insight-field">
          <label htmlFor="compare-q">Find a public deck by name</label>
          <input id="compare-q" type="search" name="q" defaultValue={q} maxLength={100} required />
        </div>
        <button type="submit">Find</button>
      </form>
      {found ? (
        found.length ? (
          <section aria-labelledby="compare-found" className="compare-found">
            <h2 id="compare-found">
              Public decks named like “{q}”: pick deck {slot}
            </h2>
            <ul>
              {found.map((d) => (
                <li key={d.id}>
                  <Link href={a ? compareHref(a.id, d.id) : compareHref(d.id)}>{d.name}</Link>{" "}
                  <span className="muted">
                    by <PlayerLink handle={d.handle} /> · {d.formatName}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="muted">No public deck is named like “{q}”.</p>
        )
      ) : null}
    </div>
  );
}
