// Requirement coverage, compact: one row per requirement of the adventure deck (how many cards can meet it, the odds
// of holding one in the opening hand, a status mark), what nothing meets said once below, and who asks, the sources
// and the odds draw by draw in a section drawn when first opened. With `onSelect` (the builder), a requirement is a
// toggle button so its sources can be highlighted in the deck list.
import { requirementCoverage, type CoverageRow } from "@/lib/insight/coverage";
import { TableScroll } from "@/components/ui/TableScroll";
import type { Deck } from "@/lib/rules/types";
import { columnLabels, formatPercent } from "./format";
import { CoverageDetailOnOpen } from "./InsightOnOpen";
import "./insight.css";

interface Props {
  deck: Deck;
  /** Draws after the opening hand (5 by default). */
  draws?: number;
  /** The key of the selected requirement. */
  selected?: string | null;
  onSelect?: (row: CoverageRow | null) => void;
}

function StatusMark({ row }: { row: CoverageRow }) {
  if (!row.met)
    return (
      <span className="insight-unmet">
        <span aria-hidden="true">✗</span> not met
      </span>
    );
  return (
    <span className="insight-met" title={row.checked ? undefined : "Not a token: the legality check does not weigh it"}>
      <span aria-hidden="true">✓</span> met{row.checked ? "" : "*"}
    </span>
  );
}

function RequirementLabel({ row, selected, onSelect }: { row: CoverageRow } & Pick<Props, "selected" | "onSelect">) {
  return (
    <>
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
    </>
  );
}

export function CoverageTable({ deck, draws = 5, selected = null, onSelect }: Props) {
  const coverage = requirementCoverage({ deck, draws });
  if (coverage.rows.length === 0) return <p className="muted">The adventure deck has no requirements to cover.</p>;
  const labels = columnLabels(coverage.cardsSeen);
  const unmet = coverage.rows.filter((row) => !row.met);
  const weighed = unmet.filter((row) => row.checked);
  const notTokens = coverage.rows.some((row) => row.met && !row.checked);
  return (
    <>
      <TableScroll className="insight-scroll" label="Requirement coverage as a table">
        <table className="insight-coverage">
          <caption>
            Each requirement of the adventure deck, the cards that can meet it and the odds of holding one in an opening
            hand of {coverage.handSize}.
          </caption>
          <thead>
            <tr>
              <th scope="col">Requirement</th>
              <th scope="col">Sources</th>
              <th scope="col">{labels[0]}</th>
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
                  <RequirementLabel row={row} selected={selected} onSelect={onSelect} />
                </th>
                <td className="insight-number">{row.sources.length}</td>
                <td className="insight-number">{formatPercent(row.odds[0] ?? 0)}</td>
                <td>
                  <StatusMark row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {unmet.length > 0 ? (
        <p className="insight-note">
          Nothing in the deck meets {unmet.length === 1 ? "1 requirement" : `${unmet.length} requirements`}
          {weighed.length > 0
            ? `; ${weighed.length === unmet.length ? (weighed.length === 1 ? "it raises" : "they raise") : `${weighed.length} of them raise`} the unmet-requirements warning`
            : ""}
          .
        </p>
      ) : null}
      {notTokens ? <p className="insight-note muted">* Not a token: the legality check does not weigh it.</p> : null}
      <CoverageDetailOnOpen deck={deck} draws={draws} />
    </>
  );
}
