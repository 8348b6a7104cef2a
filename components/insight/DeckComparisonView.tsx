// Two decks side by side: the cards both hold, the cards only one holds (with
// copies in each), and the charts' totals for each deck.
import type { ComparedCard, DeckComparison } from "@/lib/insight/compare-decks";
import { TableScroll } from "@/components/ui/TableScroll";
import "./insight.css";

function CardTable({
  caption,
  cards,
  nameA,
  nameB,
}: {
  caption: string;
  cards: ComparedCard[];
  nameA: string;
  nameB: string;
}) {
  return (
    <section aria-label={caption}>
      <h3>
        {caption} <span className="deck-count">{cards.length}</span>
      </h3>
      {cards.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <TableScroll className="insight-scroll" label={`${caption} as a table`}>
          <table>
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">{nameA}</th>
                <th scope="col">{nameB}</th>
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => (
                <tr key={c.card.slug}>
                  <th scope="row">
                    <a href={`/cards/${c.card.slug}`}>{c.card.name}</a>
                  </th>
                  <td className="insight-number">{c.a}</td>
                  <td className="insight-number">{c.b}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

const shown = (value: number, mean: boolean) => (mean ? value.toFixed(1) : String(value));

export function DeckComparisonView({
  comparison,
  nameA,
  nameB,
}: {
  comparison: DeckComparison;
  nameA: string;
  nameB: string;
}) {
  return (
    <div className="deck-comparison">
      <section aria-labelledby="compare-totals">
        <h3 id="compare-totals">Totals</h3>
        <TableScroll className="insight-scroll" label="Totals as a table">
          <table>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col">{nameA}</th>
                <th scope="col">{nameB}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.totals.map((t) => (
                <tr key={t.key}>
                  <th scope="row">{t.label}</th>
                  <td className="insight-number">{shown(t.a, t.mean)}</td>
                  <td className="insight-number">{shown(t.b, t.mean)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <CardTable caption="In both decks" cards={comparison.shared} nameA={nameA} nameB={nameB} />
      <CardTable caption={`Only in ${nameA}`} cards={comparison.onlyA} nameA={nameA} nameB={nameB} />
      <CardTable caption={`Only in ${nameB}`} cards={comparison.onlyB} nameA={nameA} nameB={nameB} />
    </div>
  );
}
