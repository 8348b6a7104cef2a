"use client";
// A deck's requirement coverage in full, worked out in the browser: what the insight loads when its details are
// first opened.
import { useMemo } from "react";
import { requirementCoverage } from "@/lib/insight/coverage";
import type { Deck } from "@/lib/rules/types";
import { CoverageDetail } from "./CoverageDetail";

export default function CoverageDetailOfDeck({ deck, draws }: { deck: Deck; draws: number }) {
  const coverage = useMemo(() => requirementCoverage({ deck, draws }), [deck, draws]);
  return <CoverageDetail coverage={coverage} />;
}
