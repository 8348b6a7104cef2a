"use client";
// Finds cards with the search query language (GET /api/v1/cards), then fetches
// their engine data so adding one updates the live verdict at once.
import { useEffect, useState } from "react";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import type { BuilderCard } from "@/lib/decks/deck-cards";

async function search(q: string, signal: AbortSignal): Promise<BuilderCard[]> {
  const res = await fetch(`/api/v1/cards?${new URLSearchParams({ q, pageSize: "20" })}`, { signal });
  const body = await res.json();
  if (!res.ok) throw new Error(body.error?.message ?? "Search failed");
  const slugs: string[] = body.items.map((i: { slug: string }) => i.slug);
  if (slugs.length === 0) return [];
  const cards = await fetch(`/decks/engine-cards?${new URLSearchParams({ slugs: slugs.join(",") })}`, { signal }).then((r) => r.json());
  const bySlug = new Map((cards.items as BuilderCard[]).map((c) => [c.slug, c]));
  return slugs.flatMap((s) => bySlug.get(s) ?? []);
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
