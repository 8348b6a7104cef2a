// Facet counts for the current results; each sets the matching filter (so the
// filter controls always say what is applied), and the applied one clears it. Plain
// links, as the card tiles: a page shows dozens, and each next/link is a client
// component to hydrate as the page loads (and would prefetch a search the server runs).
import { catalogueHref, type CatalogueQuery } from "@/lib/search/catalogue-query";
import { CARD_TYPE_LABELS, type CardType } from "@/lib/cards/vocabulary";
import type { Facets } from "@/lib/search/engine";

type FacetKind = keyof Facets;
const TITLES: Record<FacetKind, string> = { type: "Type", subtype: "Subtype", set: "Set" };

function applied(query: CatalogueQuery, kind: FacetKind, value: string): boolean {
  return (query[kind] ?? "").toLowerCase() === value.toLowerCase();
}

export function FacetList({
  facets,
  query,
  setNames,
}: {
  facets: Facets;
  query: CatalogueQuery;
  setNames: Record<string, string>;
}) {
  const label = (kind: FacetKind, value: string) =>
    kind === "type" ? CARD_TYPE_LABELS[value as CardType] : kind === "set" ? (setNames[value] ?? value) : value;
  return (
    <details className="fold facet-fold">
      <summary>Refine by type, subtype and set</summary>
      <nav className="facets" aria-label="Refine results">
        {(Object.keys(TITLES) as FacetKind[]).map((kind) =>
          facets[kind].length ? (
            <section key={kind}>
              <h2>{TITLES[kind]}</h2>
              <ul>
                {facets[kind].map((f) => (
                  <li key={f.value}>
                    <a
                      href={catalogueHref(query, {
                        [kind]: applied(query, kind, f.value)
                          ? null
                          : kind === "type"
                            ? f.value.toUpperCase()
                            : f.value,
                      })}
                      aria-current={applied(query, kind, f.value) ? "true" : undefined}
                      data-facet={`${kind}:${f.value}`}
                    >
                      {label(kind, f.value)} <span className="count">{f.count}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )}
      </nav>
    </details>
  );
}
