"use client";
// The builder's tabs on narrow screens: Search · Deck · Legality, the last
// with the number of problems. On wide screens CSS hides them and shows the
// three panes side by side.
import type { KeyboardEvent } from "react";

export const BUILDER_TABS = ["search", "deck", "legality"] as const;
export type BuilderTab = (typeof BUILDER_TABS)[number];

export function BuilderTabs({
  active,
  onChange,
  labels,
}: {
  active: BuilderTab;
  onChange: (tab: BuilderTab) => void;
  labels: Record<BuilderTab, string>;
}) {
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = BUILDER_TABS[(BUILDER_TABS.indexOf(active) + step + BUILDER_TABS.length) % BUILDER_TABS.length]!;
    onChange(next);
    document.getElementById(`tab-${next}`)?.focus();
  }
  return (
    <div className="builder-tabs" role="tablist" aria-label="Builder panes" onKeyDown={onKey}>
      {BUILDER_TABS.map((tab) => (
        <button
          key={tab}
          id={`tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={active === tab}
          aria-controls={`pane-${tab}`}
          tabIndex={active === tab ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
}
