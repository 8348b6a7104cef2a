"use client";
// Parts of a deck's insight drawn in the browser when their section is first opened: the charts, the draw odds and
// the coverage in full. A closed section costs the page no bytes (drawn on the server, they were over two fifths of a
// shared deck page's HTML), and their code loads with the first opening.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { Deck } from "@/lib/rules/types";

const DeckChartsOfDeck = lazy(() => import("./DeckChartsOfDeck"));
const OddsTable = lazy(() => import("./OddsTable").then((module) => ({ default: module.OddsTable })));
const CoverageDetailOfDeck = lazy(() => import("./CoverageDetailOfDeck"));

function OnOpen({ className, summary, draw }: { className: string; summary: ReactNode; draw: () => ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page hydrated: its toggle went unheard.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={details} className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened ? <Suspense fallback={<p className="muted">Loading…</p>}>{draw()}</Suspense> : null}
    </details>
  );
}

export function ChartsOnOpen({ deck }: { deck: Deck }) {
  return (
    <OnOpen
      className="insight-more"
      summary={<h3>Charts</h3>}
      draw={() => <DeckChartsOfDeck deck={deck} without="costCurve" />}
    />
  );
}

export function OddsOnOpen({ deck }: { deck: Deck }) {
  return (
    <OnOpen
      className="insight-more"
      summary={<h3 id="insight-odds">Draw odds</h3>}
      draw={() => <OddsTable deck={deck} />}
    />
  );
}

export function CoverageDetailOnOpen({ deck, draws }: { deck: Deck; draws: number }) {
  return (
    <OnOpen
      className="insight-details"
      summary="Who asks, which cards meet each, and the odds draw by draw"
      draw={() => <CoverageDetailOfDeck deck={deck} draws={draws} />}
    />
  );
}
