import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deckCharts } from "@/lib/insight/charts";
import { handMadeDeck } from "@/tests/fixtures/hand-made-deck";
import { deckOf } from "@/tests/fixtures/test-cards";
import { BarChart } from "./BarChart";
import { DeckCharts } from "./DeckCharts";
import { ScatterChart } from "./ScatterChart";
import { niceStep, ticksFor } from "./scale";

const charts = deckCharts(handMadeDeck);
const cells = (html: string) => [...html.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((m) => m[1]);

describe("BarChart", () => {
  const html = renderToStaticMarkup(<BarChart chart={charts.costCurve} />);

  it("names the image with a summary of its largest values", () => {
    expect(html).toContain('role="img"');
    expect(html).toContain(
      '<title id="cost-curve-summary">Cost curve: 10 cards in 4 groups; the most, 6, at cost 0.</title>',
    );
    expect(html).toContain('aria-labelledby="cost-curve-summary"');
  });

  it("lists the same numbers as a table: one row per cost, a column per card type and the total", () => {
    expect(cells(html)).toEqual([
      "Cost",
      "Crew",
      "Gear",
      "Action",
      "Total",
      "0",
      "0",
      "0",
      "6",
      "6",
      "1",
      "0",
      "2",
      "0",
      "2",
      "2",
      "1",
      "0",
      "0",
      "1",
      "3",
      "1",
      "0",
      "0",
      "1",
    ]);
  });

  it("draws one rectangle per non-empty stack segment, its height in proportion", () => {
    const rects = [...html.matchAll(/<rect x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)"/g)].map((m) =>
      Number(m[2]),
    );
    // Crew at 2 and 3, gear at 1, action at 0: heights 1, 1, 2 and 6 units of the same scale.
    expect(rects).toHaveLength(4);
    const unit = Math.min(...rects);
    expect(rects.map((h) => Math.round(h / unit))).toEqual([6, 2, 1, 1]);
    expect(html).toContain("<title>Cost 0, Action: 6</title>");
  });

  it("shows a legend only for stacked series, and says when there is nothing to chart", () => {
    expect(html).toContain('class="insight-legend"');
    expect(renderToStaticMarkup(<BarChart chart={charts.creditValues} />)).not.toContain("insight-legend");
    const empty = renderToStaticMarkup(<BarChart chart={deckCharts(deckOf()).costCurve} />);
    expect(empty).toContain("No cards to chart.");
    expect(empty).not.toContain("<svg");
  });
});

describe("ScatterChart", () => {
  const html = renderToStaticMarkup(<ScatterChart chart={charts.contracts} />);

  it("plots each contract point with its names, and lists them in a table", () => {
    expect(html.match(/<circle/g)).toHaveLength(2);
    expect(html).toContain("Distance 2, victory points 3: Run A (2)");
    expect(cells(html).slice(4)).toEqual(["2", "3", "2", "Run A", "4", "5", "1", "Run B"]);
    expect(html).toContain(
      "Contracts: victory points against distance: 3 contracts, distance 2 to 4, victory points 3 to 5.",
    );
  });
});

describe("DeckCharts", () => {
  it("renders every chart in three groups, with unique ids per prefix", () => {
    const html = renderToStaticMarkup(<DeckCharts charts={deckCharts(handMadeDeck)} idPrefix="a-" />);
    for (const title of [
      "Cost curve",
      "Credit values",
      "Crew skills",
      "Crew species",
      "Contracts: victory points against distance",
      "Complication slots",
      "Requirement kinds",
      "Card types",
      "Subtypes",
    ]) {
      expect(html).toContain(`>${title}</figcaption>`);
    }
    expect(html).toContain("Captain&#x27;s deck</h3>");
    expect(html).toContain('id="a-cost-curve-title"');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("scale", () => {
  it("picks round steps and ticks that reach the maximum", () => {
    expect(niceStep(6)).toBe(2);
    expect(niceStep(60)).toBe(20);
    expect(niceStep(0)).toBe(1);
    expect(ticksFor(6)).toEqual([0, 2, 4, 6]);
    expect(ticksFor(7)).toEqual([0, 2, 4, 6, 8]);
    expect(ticksFor(1)).toEqual([0, 1]);
    expect(ticksFor(0)).toEqual([0, 1]);
  });
});
