// Requirement coverage in full: for each requirement, who asks, the cards that meet it and the odds of holding one
// in the opening hand and after each draw. Pure markup of a worked-out coverage.
import type { Coverage, CoverageRow, Demand } from "@/lib/insight/coverage";
import { TableScroll } from "@/components/ui/TableScroll";
import { DrawColumns } from "./DrawColumns";
import { formatPercent } from "./format";

function askedBy(demands: readonly Demand[]): string {
  return demands
    .map((d) => `${d.card.name}${d.copies > 1 ? ` ×${d.copies}` : ""} (${d.face}${d.count > 1 ? `, ${d.count}` : ""})`)
    .join("; ");
}

function sourcesOf(row: CoverageRow): string {
  return row.sources.length === 0
    ? "none"
    : row.sources.map((s) => `${s.card.name}${s.inPlay ? " (in play)" : ` ×${s.copies}`}`).join(", ");
}

export function CoverageDetail({ coverage }: { coverage: Coverage }) {
  return (
    <TableScroll className="insight-scroll" label="Requirement coverage in full as a table">
      <table className="insight-coverage-detail">
        <caption>
          An opening hand of {coverage.handSize} from {coverage.captainSize} captain&apos;s cards, then each draw. The
          ship is always in play.
        </caption>
        <thead>
          <tr>
            <th scope="col">Requirement</th>
            <th scope="col">Asked by</th>
            <th scope="col">Sources</th>
            <th scope="col">Odds of</th>
            <DrawColumns cardsSeen={coverage.cardsSeen} />
          </tr>
        </thead>
        <tbody>
          {coverage.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{askedBy(row.demands)}</td>
              <td>{sourcesOf(row)}</td>
              <td>{row.oddsOf}</td>
              {row.odds.map((p, i) => (
                <td key={i} className="insight-number">
                  {formatPercent(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
