"use client";
// Finds cards with the search query language in one request (GET
// /api/v1/cards answers every field of each card) and builds their engine
// data here, so adding one updates the live verdict at once.
import { useEffect, useState } from "react";
import { toBuilderCard, type BuilderCard } from "@/lib/cards/builder-card";
import type { RulesCardSource } from "@/lib/rules/to-rules-card";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";

async function search(q: string, signal: AbortSignal): Promise<BuilderCard[]> {
  const res = await fetch(`/api/v1/cards?${new URLSearchParams({ q, pageSize: "20" })}`, { signal });
  const body = await res.json();
  if (!res.ok) throw new Error(body.error?.message ?? "Search failed");
  return (body.items as RulesCardSource[]).map(toBuilderCard);
}

export function CardSearchPane({ quantities, onAdd }: { quantities: ReadonlyMap<string, number>; onAdd: (card: BuilderCard) => void }) {
  const [q, setQ] = useState("");
  const [results, setResults] = useState<BuilderCard[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!q.trim()) return setResults([]);
      search(q, controller.signal).then(
        (found) => {
          setResults(found);
          setError(null);
        },
        (e: Error) => e.name !== "AbortError" && setError(e.message),
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return (
    <section className="card-search-pane" aria-labelledby="search-heading">
      <h2 id="search-heading">Add cards</h2>
      <input
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-label="Search cards to add"
        placeholder="e.g. t:crew sk:pilot"
        aria-invalid={error ? true : undefined}
        aria-describedby="pane-error"
      />
      <p id="pane-error" className="field-error" aria-live="polite">
        {error}
      </p>
      <ul className="search-results">
        {results.map((card) => (
          <li key={card.slug}>
            <button type="button" onClick={() => onAdd(card)} aria-label={`Add ${card.name}`}>
              +
            </button>{" "}
            <span className="deck-line-name">{card.name}</span> <span className="muted">{CARD_TYPE_LABELS[card.type]}</span>
            {quantities.get(card.slug) ? <span className="muted"> · {quantities.get(card.slug)} in deck</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
