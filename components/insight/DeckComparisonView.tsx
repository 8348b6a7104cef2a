// Two decks side by side: the charts' totals for each, the cards only one holds, then the cards both hold with
// the copies in each. On a phone the columns are headed "A" and "B" (the names are read out, not shown), so the
// card names keep the width.
import type { ReactNode } from "react";
import type { ComparedCard, DeckComparison } from "@/lib/insight/compare-decks";
import { TableScroll } from "@/components/ui/TableScroll";
import "./insight.css";

interface CopiesColumn {
  heading: ReactNode;
  copies: (card: ComparedCard) => number;
}

function DeckHeading({ letter, name }: { letter: "A" | "B"; name: string }) {
  return (
    <>
      {letter}
      <span className="compare-deck-name">: {name}</span>
    </>
  );
}

function CardTable({ caption, cards, columns }: { caption: string; cards: ComparedCard[]; columns: CopiesColumn[] }) {
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
                {columns.map((column, i) => (
                  <th key={i} scope="col" className="insight-number">
                    {column.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cards.map((c) => (
                <tr key={c.card.slug}>
                  <th scope="row">
                    <a href={`/cards/${c.card.slug}`}>{c.card.name}</a>
                  </th>
                  {columns.map((column, i) => (
                    <td key={i} className="insight-number">
                      {column.copies(c)}
                    </td>
                  ))}
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
  const a = <DeckHeading letter="A" name={nameA} />;
  const b = <DeckHeading letter="B" name={nameB} />;
  // A card only one deck holds has no copies in the other: one column says how many.
  const copies = (pick: (card: ComparedCard) => number): CopiesColumn[] => [{ heading: "Copies", copies: pick }];
  return (
    <div className="deck-comparison">
      <section aria-labelledby="compare-totals">
        <h3 id="compare-totals">Totals</h3>
        <TableScroll className="insight-scroll" label="Totals as a table">
          <table>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col" className="insight-number">
                  {a}
                </th>
                <th scope="col" className="insight-number">
                  {b}
                </th>
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
      <CardTable caption={`Only in A: ${nameA}`} cards={comparison.onlyA} columns={copies((c) => c.a)} />
      <CardTable caption={`Only in B: ${nameB}`} cards={comparison.onlyB} columns={copies((c) => c.b)} />
      <CardTable
        caption="In both decks"
        cards={comparison.shared}
        columns={[
          { heading: a, copies: (c) => c.a },
          { heading: b, copies: (c) => c.b },
        ]}
      />
    </div>
  );
}
