// A bar chart as SVG (stacked when there are several series), readable with
// JavaScript off, with its text equivalent: a one-line summary as the image's
// name and the numbers as a table.
import { categoryTotals, type BarChartData } from "@/lib/insight/chart-data";
import { TableScroll } from "@/components/ui/TableScroll";
import { seriesColor } from "./chart-colors";
import { barSummary } from "./chart-summary";
import { ticksFor } from "./scale";

const WIDTH = 480;
const HEIGHT = 220;
const MARGIN = { top: 14, right: 8, bottom: 46, left: 36 };
/** Coordinates to a tenth of a unit: finer is invisible and only lengthens the markup. */
const tenth = (v: number) => Math.round(v * 10) / 10;
/** Beyond this many categories the labels slant so they do not overlap. */
const UPRIGHT_LABELS = 8;

interface Props {
  chart: BarChartData;
  /** Keeps element ids unique when one page shows the same chart twice (two decks compared). */
  idPrefix?: string;
}

export function BarChart({ chart, idPrefix = "" }: Props) {
  const id = `${idPrefix}${chart.id}`;
  const summary = barSummary(chart);
  const totals = categoryTotals(chart);
  const multi = chart.series.length > 1;
  return (
    <figure className="insight-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insight-chart-title">
        {chart.title}
      </figcaption>
      {chart.categories.length === 0 ? (
        <p className="muted">No cards to chart.</p>
      ) : (
        <Bars chart={chart} totals={totals} id={id} summary={summary} />
      )}
      {multi ? (
        <ul className="insight-legend" aria-hidden="true">
          {chart.series.map((s) => (
            <li key={s.key}>
              <svg width="12" height="12" viewBox="0 0 12 12">
                <rect width="12" height="12" style={{ fill: seriesColor(s.key) }} />
              </svg>{" "}
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      {chart.categories.length > 0 ? (
        <details className="insight-table">
          <summary>{chart.title} as a table</summary>
          <TableScroll label={`${chart.title} as a table`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{chart.categoryLabel}</th>
                  {chart.series.map((s) => (
                    <th scope="col" key={s.key}>
                      {multi ? s.label : chart.valueLabel}
                    </th>
                  ))}
                  {multi ? <th scope="col">Total</th> : null}
                </tr>
              </thead>
              <tbody>
                {chart.categories.map((category, i) => (
                  <tr key={category}>
                    <th scope="row">{category}</th>
                    {chart.series.map((s) => (
                      <td key={s.key}>{s.values[i]}</td>
                    ))}
                    {multi ? <td>{totals[i]}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </details>
      ) : null}
    </figure>
  );
}

function Bars({ chart, totals, id, summary }: { chart: BarChartData; totals: number[]; id: string; summary: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const ticks = ticksFor(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1]!;
  const y = (value: number) => tenth(MARGIN.top + innerHeight * (1 - value / top));
  const band = innerWidth / chart.categories.length;
  const barWidth = Math.min(48, band * 0.7);
  const slant = chart.categories.length > UPRIGHT_LABELS;
  return (
    <svg className="insight-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-summary`}>
      <title id={`${id}-summary`}>{summary}</title>
      <g className="insight-axis" fontSize="11" fill="currentColor">
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(t)}
              y2={y(t)}
              stroke="currentColor"
              strokeOpacity={t === 0 ? 0.6 : 0.15}
            />
            <text x={MARGIN.left - 6} y={y(t) + 4} textAnchor="end">
              {t}
            </text>
          </g>
        ))}
      </g>
      {chart.categories.map((category, i) => {
        const x = tenth(MARGIN.left + i * band + (band - barWidth) / 2);
        const labelX = tenth(x + barWidth / 2);
        const labelY = MARGIN.top + innerHeight + 14;
        let base = 0;
        return (
          <g key={category}>
            {chart.series.map((s) => {
              const value = s.values[i] ?? 0;
              if (value === 0) return null;
              const rect = (
                <rect
                  key={s.key}
                  x={x}
                  y={y(base + value)}
                  width={tenth(barWidth)}
                  height={tenth(y(base) - y(base + value))}
                  style={{ fill: seriesColor(s.key) }}
                >
                  <title>{`${chart.categoryLabel} ${category}, ${s.label}: ${value}`}</title>
                </rect>
              );
              base += value;
              return rect;
            })}
            {totals[i]! > 0 ? (
              <text x={labelX} y={y(totals[i]!) - 3} textAnchor="middle" fontSize="11" fill="currentColor">
                {totals[i]}
              </text>
            ) : null}
            <text
              x={labelX}
              y={labelY}
              fontSize="11"
              fill="currentColor"
              textAnchor={slant ? "end" : "middle"}
              transform={slant ? `rotate(-40 ${labelX} ${labelY})` : undefined}
            >
              {category}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
