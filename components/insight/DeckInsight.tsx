// The insight section of the deck page: charts (SVG rendered on the server,
// each with its text equivalent), requirement coverage, the odds table and the
// deal simulator, whose deal comes from the page's address.
import type { DealState } from "@/lib/insight/deal-schema";
import type { Deck } from "@/lib/rules/types";
import { CoverageTable } from "./CoverageTable";
import { DeckCharts } from "./DeckCharts";
import { OddsTable } from "./OddsTable";
import { UrlDealSimulator } from "./UrlDealSimulator";

export function DeckInsight({ deck, deal }: { deck: Deck; deal: DealState | null }) {
  return (
    <section className="deck-insight" aria-labelledby="insight-heading">
      <h2 id="insight-heading">Insight</h2>
      <DeckCharts deck={deck} />
      <section aria-labelledby="insight-coverage">
        <h3 id="insight-coverage">Requirement coverage</h3>
        <CoverageTable deck={deck} />
      </section>
      <section aria-labelledby="insight-odds">
        <h3 id="insight-odds">Draw odds</h3>
        <OddsTable deck={deck} />
      </section>
      <UrlDealSimulator deck={deck} initial={deal} />
    </section>
  );
}
