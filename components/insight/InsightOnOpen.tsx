"use client";
// The deck page's charts and draw odds, drawn in the browser when their section is first opened: a closed section
// costs the page no bytes (drawn on the server, the two were over a third of a shared deck page's HTML).
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import type { Deck } from "@/lib/rules/types";

const DeckChartsOfDeck = lazy(() => import("./DeckChartsOfDeck"));
const OddsTable = lazy(() => import("./OddsTable").then((module) => ({ default: module.OddsTable })));

function OnOpen({ summary, draw }: { summary: ReactNode; draw: () => ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the page hydrated: its toggle went unheard.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={details} className="insight-more" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened ? <Suspense fallback={<p className="muted">Loading…</p>}>{draw()}</Suspense> : null}
    </details>
  );
}

export function ChartsOnOpen({ deck }: { deck: Deck }) {
  return <OnOpen summary={<h3>Charts</h3>} draw={() => <DeckChartsOfDeck deck={deck} without="costCurve" />} />;
}

export function OddsOnOpen({ deck }: { deck: Deck }) {
  return <OnOpen summary={<h3 id="insight-odds">Draw odds</h3>} draw={() => <OddsTable deck={deck} />} />;
}
