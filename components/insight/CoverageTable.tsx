// Requirement coverage as a table: each requirement of the adventure deck, the
// cards asking for it, the cards in the deck that can meet it, and the odds of
// holding one by the opening hand and each draw. Requirements nothing can meet
// are flagged and link to the glossary. With `onSelect` (the builder), a
// requirement is a toggle button so its sources can be highlighted in the deck list.
import { requirementCoverage, type CoverageRow, type Demand } from "@/lib/insight/coverage";
import type { Deck } from "@/lib/rules/types";
import { columnLabels, formatPercent } from "./format";
import "./insight.css";

interface Props {
  deck: Deck;
  /** Draws after the opening hand (5 by default). */
  draws?: number;
  /** The key of the selected requirement. */
  selected?: string | null;
  onSelect?: (row: CoverageRow | null) => void;
}

function askedBy(demands: readonly Demand[]): string {
  return demands
    .map((d) => `${d.card.name}${d.copies > 1 ? ` ×${d.copies}` : ""} (${d.face}${d.count > 1 ? `, ${d.count}` : ""})`)
    .join("; ");
}

function Status({ row }: { row: CoverageRow }) {
  if (!row.met) {
    return (
      <span className="insight-unmet">
        Nothing in the deck meets it
        {row.checked ? " (raises the unmet-requirements warning)" : ""}.
      </span>
    );
  }
  return <span>{row.checked ? "Met" : "Met (not a token: the legality check does not weigh it)"}</span>;
}

export function CoverageTable({ deck, draws = 5, selected = null, onSelect }: Props) {
  const coverage = requirementCoverage({ deck, draws });
  if (coverage.rows.length === 0) return <p className="muted">The adventure deck has no requirements to cover.</p>;
  const labels = columnLabels(coverage.cardsSeen);
  return (
    <div className="insight-scroll">
      <table className="insight-coverage">
        <caption>
          Requirements of the adventure deck, the cards that can meet them, and the odds of holding one: an opening hand
          of {coverage.handSize} from {coverage.captainSize} captain&apos;s cards, then each draw. The ship is always in
          play.
        </caption>
        <thead>
          <tr>
            <th scope="col">Requirement</th>
            <th scope="col">Asked by</th>
            <th scope="col">Sources</th>
            <th scope="col">Odds of</th>
            {labels.map((label) => (
              <th scope="col" key={label}>
                {label}
              </th>
            ))}
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {coverage.rows.map((row) => (
            <tr
              key={row.key}
              className={
                [row.met ? "" : "insight-row-unmet", selected === row.key ? "insight-row-selected" : ""]
                  .join(" ")
                  .trim() || undefined
              }
            >
              <th scope="row">
                {onSelect ? (
                  <button
                    type="button"
                    className="insight-select"
                    aria-pressed={selected === row.key}
                    onClick={() => onSelect(selected === row.key ? null : row)}
                  >
                    {row.label}
                  </button>
                ) : (
                  row.label
                )}{" "}
                <a href={`/rules#${row.glossary}`} className="insight-glossary">
                  <span aria-hidden="true">?</span>
                  <span className="visually-hidden">{`${row.label} in the rules reference`}</span>
                </a>
              </th>
              <td>{askedBy(row.demands)}</td>
              <td>
                {row.sources.length === 0
                  ? "none"
                  : row.sources.map((s) => `${s.card.name}${s.inPlay ? " (in play)" : ` ×${s.copies}`}`).join(", ")}
              </td>
              <td>{row.oddsOf}</td>
              {row.odds.map((p, i) => (
                <td key={i} className="insight-number">
                  {formatPercent(p)}
                </td>
              ))}
              <td>
                <Status row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
