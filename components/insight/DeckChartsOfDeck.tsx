"use client";
// A deck's charts worked out in the browser: what the deck page loads when its charts are first opened.
import { useMemo } from "react";
import { deckCharts } from "@/lib/insight/charts";
import type { Deck } from "@/lib/rules/types";
import { DeckCharts } from "./DeckCharts";

export default function DeckChartsOfDeck({ deck, without }: { deck: Deck; without?: "costCurve" }) {
  const charts = useMemo(() => deckCharts(deck), [deck]);
  return <DeckCharts charts={charts} without={without} />;
}
