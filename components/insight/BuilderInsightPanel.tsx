"use client";
// The builder's insight, live as cards change: the same charts, coverage, odds
// and simulator as the deck page. Choosing a requirement reports its sources so
// the builder highlights them in the deck list.
import { useMemo, useState } from "react";
import { deckCharts } from "@/lib/insight/charts";
import type { CoverageRow } from "@/lib/insight/coverage";
import type { Deck } from "@/lib/rules/types";
import { CoverageTable } from "./CoverageTable";
import { DealSimulator } from "./DealSimulator";
import { DeckCharts } from "./DeckCharts";
import { OddsTable } from "./OddsTable";

interface Props {
  deck: Deck;
  onHighlight: (slugs: ReadonlySet<string>) => void;
}

export default function BuilderInsightPanel({ deck, onHighlight }: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const charts = useMemo(() => deckCharts(deck), [deck]);
  const select = (row: CoverageRow | null) => {
    setSelected(row?.key ?? null);
    onHighlight(new Set(row ? row.sources.map((s) => s.card.slug) : []));
  };
  return (
    <div className="builder-insight-panel">
      <DeckCharts charts={charts} idPrefix="builder-" />
      <section aria-labelledby="builder-coverage">
        <h3 id="builder-coverage">Requirement coverage</h3>
        <p className="muted">Choose a requirement to highlight its sources in the deck.</p>
        <CoverageTable deck={deck} selected={selected} onSelect={select} />
      </section>
      <section aria-labelledby="builder-odds">
        <h3 id="builder-odds">Draw odds</h3>
        <OddsTable deck={deck} />
      </section>
      <DealSimulator deck={deck} />
    </div>
  );
}
