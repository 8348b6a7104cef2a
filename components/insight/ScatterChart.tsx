// Contracts as points: distance across, victory points up, a bigger dot for
// more copies; the same numbers as a table.
import type { ScatterChartData } from "@/lib/insight/chart-data";
import { TableScroll } from "@/components/ui/TableScroll";
import { scatterSummary } from "./chart-summary";
import { ticksFor } from "./scale";

const WIDTH = 480;
const HEIGHT = 240;
const MARGIN = { top: 14, right: 14, bottom: 40, left: 36 };

interface Props {
  chart: ScatterChartData;
  idPrefix?: string;
}

export function ScatterChart({ chart, idPrefix = "" }: Props) {
  const id = `${idPrefix}${chart.id}`;
  return (
    <figure className="insight-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="insight-chart-title">
        {chart.title}
      </figcaption>
      {chart.points.length === 0 ? (
        <p className="muted">No contracts to chart.</p>
      ) : (
        <>
          <Points chart={chart} id={id} />
          <details className="insight-table">
            <summary>{chart.title} as a table</summary>
            <TableScroll label={`${chart.title} as a table`}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{chart.xLabel}</th>
                    <th scope="col">{chart.yLabel}</th>
                    <th scope="col">Copies</th>
                    <th scope="col">Contracts</th>
                  </tr>
                </thead>
                <tbody>
                  {chart.points.map((p) => (
                    <tr key={`${p.x}:${p.y}`}>
                      <td>{p.x}</td>
                      <td>{p.y}</td>
                      <td>{p.count}</td>
                      <td>{p.names.join(", ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </details>
        </>
      )}
    </figure>
  );
}

function Points({ chart, id }: { chart: ScatterChartData; id: string }) {
  const xTicks = ticksFor(Math.max(...chart.points.map((p) => p.x)), 6);
  const yTicks = ticksFor(Math.max(...chart.points.map((p) => p.y)));
  const xTop = xTicks[xTicks.length - 1]!;
  const yTop = yTicks[yTicks.length - 1]!;
  const tenth = (v: number) => Math.round(v * 10) / 10;
  const x = (v: number) => tenth(MARGIN.left + ((WIDTH - MARGIN.left - MARGIN.right) * v) / xTop);
  const y = (v: number) => tenth(MARGIN.top + (HEIGHT - MARGIN.top - MARGIN.bottom) * (1 - v / yTop));
  return (
    <svg className="insight-svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-summary`}>
      <title id={`${id}-summary`}>{scatterSummary(chart)}</title>
      <g fontSize="11" fill="currentColor">
        {yTicks.map((t) => (
          <g key={`y${t}`}>
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
        {xTicks.map((t) => (
          <text key={`x${t}`} x={x(t)} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle">
            {t}
          </text>
        ))}
        <text x={(WIDTH + MARGIN.left) / 2} y={HEIGHT - 6} textAnchor="middle">
          {chart.xLabel}
        </text>
        <text
          x={12}
          y={MARGIN.top + (HEIGHT - MARGIN.top - MARGIN.bottom) / 2}
          textAnchor="middle"
          transform={`rotate(-90 12 ${MARGIN.top + (HEIGHT - MARGIN.top - MARGIN.bottom) / 2})`}
        >
          {chart.yLabel}
        </text>
      </g>
      {chart.points.map((p) => (
        <circle
          key={`${p.x}:${p.y}`}
          cx={x(p.x)}
          cy={y(p.y)}
          r={tenth(4 + 3 * Math.sqrt(p.count))}
          style={{ fill: "var(--adventure, #6b5a2f)" }}
          fillOpacity={0.8}
        >
          <title>{`${chart.xLabel} ${p.x}, ${chart.yLabel.toLowerCase()} ${p.y}: ${p.names.join(", ")} (${p.count})`}</title>
        </circle>
      ))}
    </svg>
  );
}
