"use client";
// Deck insight in the builder's side panel, as a disclosure: its panel (charts,
// coverage, odds, simulator) loads only when first opened, so the builder's
// first-load JavaScript stays small. Closing it clears its highlight.
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import type { BuilderCard } from "@/lib/rules/builder-card";
import "./insight.css";

const BuilderInsightPanel = dynamic(() => import("./BuilderInsightPanel"), {
  ssr: false,
  loading: () => <p className="muted">Loading insight…</p>,
});

interface Props {
  lines: readonly { card: BuilderCard; quantity: number }[];
  onHighlight: (slugs: ReadonlySet<string>) => void;
}

export function BuilderInsight({ lines, onHighlight }: Props) {
  const [open, setOpen] = useState(false);
  const deck = useMemo(() => ({ entries: lines.map((l) => ({ card: l.card.rules, quantity: l.quantity })) }), [lines]);
  return (
    <details
      className="builder-insight"
      onToggle={(e) => {
        const isOpen = e.currentTarget.open;
        setOpen(isOpen);
        if (!isOpen) onHighlight(new Set());
      }}
    >
      <summary>
        <h2>Deck insight</h2>
      </summary>
      {open ? <BuilderInsightPanel deck={deck} onHighlight={onHighlight} /> : null}
    </details>
  );
}
