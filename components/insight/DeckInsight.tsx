// The insight section of the deck page, compact: requirement coverage first (one row per requirement); the charts
// (SVG rendered on the server, each with its text equivalent) and the odds table open on demand; the deal
// simulator, whose deal comes from the page's address, stays in view so a shared deal shows at once.
import type { DeckCharts as Charts } from "@/lib/insight/charts";
import type { DealState } from "@/lib/insight/deal-schema";
import type { Deck } from "@/lib/rules/types";
import { CoverageTable } from "./CoverageTable";
import { DeckCharts } from "./DeckCharts";
import { OddsTable } from "./OddsTable";
import { UrlDealSimulator } from "./UrlDealSimulator";

export function DeckInsight({ deck, charts, deal }: { deck: Deck; charts: Charts; deal: DealState | null }) {
  return (
    <section className="deck-insight" aria-labelledby="insight-heading">
      <h2 id="insight-heading">Insight</h2>
      <section aria-labelledby="insight-coverage">
        <h3 id="insight-coverage">Requirement coverage</h3>
        <CoverageTable deck={deck} />
      </section>
      <details className="insight-more">
        <summary>
          <h3>Charts</h3>
        </summary>
        <DeckCharts charts={charts} without="costCurve" />
      </details>
      <details className="insight-more">
        <summary>
          <h3 id="insight-odds">Draw odds</h3>
        </summary>
        <OddsTable deck={deck} />
      </details>
      <UrlDealSimulator deck={deck} initial={deal} />
    </section>
  );
}
