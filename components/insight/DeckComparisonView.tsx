// Two decks side by side: the charts' totals for each, the cards only one holds, then the cards both hold (those
// with different copies in each; those with the same folded). From a desk's width the cards stand beside the totals;
// on a phone the columns are headed "A" and "B" (the names are read out, not shown), so the card names keep the width.
import { Fragment, type ReactElement, type ReactNode } from "react";
import type { ComparedCard, DeckComparison } from "@/lib/insight/compare-decks";
import { TableScroll } from "@/components/ui/TableScroll";
import "./insight.css";

interface CopiesColumn {
  header: ReactElement;
  copies: (card: ComparedCard) => number;
}

/** A deck's column: named "A: <deck>" for everyone, the name shown beside the letter from a tablet up. */
function DeckColumnHeader({ letter, name }: { letter: "A" | "B"; name: string }) {
  return (
    <th scope="col" className="insight-number" aria-label={`${letter}: ${name}`}>
      {letter}
      <span className="compare-deck-name">: {name}</span>
    </th>
  );
}

const COPIES_HEADER = (
  <th scope="col" className="insight-number">
    Copies
  </th>
);

function CopiesTable({
  label,
  caption,
  cards,
  columns,
}: {
  label: string;
  caption?: string;
  cards: ComparedCard[];
  columns: CopiesColumn[];
}) {
  return (
    <TableScroll className="insight-scroll" label={label}>
      <table>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">Card</th>
            {columns.map((column, i) => (
              <Fragment key={i}>{column.header}</Fragment>
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
  );
}

function CardSection({ caption, cards, children }: { caption: string; cards: ComparedCard[]; children: ReactNode }) {
  return (
    <section aria-label={caption}>
      <h3>
        {caption} <span className="deck-count">{cards.length}</span>
      </h3>
      {cards.length === 0 ? <p className="muted">None.</p> : children}
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
  const a = <DeckColumnHeader letter="A" name={nameA} />;
  const b = <DeckColumnHeader letter="B" name={nameB} />;
  // A card only one deck holds has no copies in the other: one column says how many.
  const copies = (pick: (card: ComparedCard) => number): CopiesColumn[] => [{ header: COPIES_HEADER, copies: pick }];
  // Of the cards both hold, those with different copies are the comparison; the rest fold away.
  const differing = comparison.shared.filter((c) => c.a !== c.b);
  const same = comparison.shared.filter((c) => c.a === c.b);
  return (
    <div className="deck-comparison">
      <section aria-labelledby="compare-totals">
        <h3 id="compare-totals">Totals</h3>
        <TableScroll className="insight-scroll" label="Totals as a table">
          <table>
            <thead>
              <tr>
                <th scope="col">Figure</th>
                {a}
                {b}
              </tr>
            </thead>
            <tbody>
              {comparison.totals.map((t) => (
                <tr key={t.key} className={shown(t.a, t.mean) === shown(t.b, t.mean) ? undefined : "compare-differs"}>
                  <th scope="row">{t.label}</th>
                  <td className="insight-number">{shown(t.a, t.mean)}</td>
                  <td className="insight-number">{shown(t.b, t.mean)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <div>
        {(
          [
            ["A", nameA, comparison.onlyA, (c: ComparedCard) => c.a],
            ["B", nameB, comparison.onlyB, (c: ComparedCard) => c.b],
          ] as const
        ).map(([letter, name, cards, pick]) => (
          <CardSection key={letter} caption={`Only in ${letter}: ${name}`} cards={cards}>
            <CopiesTable label={`Only in ${letter} as a table`} cards={cards} columns={copies(pick)} />
          </CardSection>
        ))}
        <CardSection caption="In both decks" cards={comparison.shared}>
          {differing.length ? (
            <CopiesTable
              label="Different copies as a table"
              caption={`${differing.length} with different copies in each`}
              cards={differing}
              columns={[
                { header: a, copies: (c) => c.a },
                { header: b, copies: (c) => c.b },
              ]}
            />
          ) : null}
          {same.length ? (
            <details className="insight-table">
              <summary>{same.length} with the same copies in each</summary>
              <CopiesTable label="The same copies as a table" cards={same} columns={copies((c) => c.a)} />
            </details>
          ) : null}
        </CardSection>
      </div>
    </div>
  );
}
