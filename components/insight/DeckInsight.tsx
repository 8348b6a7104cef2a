// The insight section of the deck page, compact: requirement coverage first (one row per requirement); the charts
// (SVG, each with its text equivalent) and the odds table drawn when first opened; the deal simulator, whose deal
// comes from the page's address, stays in view so a shared deal shows at once.
import type { DealState } from "@/lib/insight/deal-schema";
import type { Deck } from "@/lib/rules/types";
import { CoverageTable } from "./CoverageTable";
import { ChartsOnOpen, OddsOnOpen } from "./InsightOnOpen";
import { UrlDealSimulator } from "./UrlDealSimulator";

export function DeckInsight({ deck, deal }: { deck: Deck; deal: DealState | null }) {
  return (
    <section className="deck-insight" aria-labelledby="insight-heading">
      <h2 id="insight-heading">Insight</h2>
      <section aria-labelledby="insight-coverage">
        <h3 id="insight-coverage">Requirement coverage</h3>
        <CoverageTable deck={deck} />
      </section>
      <ChartsOnOpen deck={deck} />
      <OddsOnOpen deck={deck} />
      <UrlDealSimulator deck={deck} initial={deal} />
    </section>
  );
}
