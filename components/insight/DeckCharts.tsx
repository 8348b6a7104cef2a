// Every chart of a deck, in three groups: the captain's deck, the adventure
// deck and the whole deck by type and subtype. Plain props, no data fetching: the deck page
// renders it on the server, the builder re-renders it as the deck changes. The caller computes the charts once, as
// the deck page shows the cost curve elsewhere.
import type { DeckCharts as Charts } from "@/lib/insight/charts";
import { BarChart } from "./BarChart";
import { ScatterChart } from "./ScatterChart";
import "./insight.css";

interface Props {
  charts: Charts;
  idPrefix?: string;
  /** A chart the page already shows elsewhere (the deck page puts the cost curve beside the verdict). */
  without?: "costCurve";
}

export function DeckCharts({ charts, idPrefix = "", without }: Props) {
  return (
    <div className="insight-charts">
      <section aria-labelledby={`${idPrefix}charts-captain`}>
        <h3 id={`${idPrefix}charts-captain`}>Captain&apos;s deck</h3>
        <div className="insight-chart-grid">
          {without === "costCurve" ? null : <BarChart chart={charts.costCurve} idPrefix={idPrefix} />}
          <BarChart chart={charts.creditValues} idPrefix={idPrefix} />
          <BarChart chart={charts.crewSkills} idPrefix={idPrefix} />
          <BarChart chart={charts.crewSpecies} idPrefix={idPrefix} />
        </div>
      </section>
      <section aria-labelledby={`${idPrefix}charts-adventure`}>
        <h3 id={`${idPrefix}charts-adventure`}>Adventure deck</h3>
        <div className="insight-chart-grid">
          <ScatterChart chart={charts.contracts} idPrefix={idPrefix} />
          <BarChart chart={charts.complicationSlots} idPrefix={idPrefix} />
          <BarChart chart={charts.requirementKinds} idPrefix={idPrefix} />
        </div>
      </section>
      <section aria-labelledby={`${idPrefix}charts-whole`}>
        <h3 id={`${idPrefix}charts-whole`}>Whole deck</h3>
        <div className="insight-chart-grid">
          <BarChart chart={charts.cardTypes} idPrefix={idPrefix} />
          <BarChart chart={charts.subtypes} idPrefix={idPrefix} />
        </div>
      </section>
    </div>
  );
}
