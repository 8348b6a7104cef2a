// Facet counts for the current results; each adds a term to the query. Plain
// links, as the card tiles: a page shows dozens, and each next/link is a client
// component to hydrate as the page loads (and would prefetch a search the server runs).
import { catalogueHref, type CatalogueQuery } from "@/lib/search/catalogue-query";
import { CARD_TYPE_LABELS, type CardType } from "@/lib/cards/vocabulary";
import type { Facets } from "@/lib/search/engine";
import { queryWithFacet, type FacetKind } from "@/lib/search/catalogue-filters";

const TITLES: Record<FacetKind, string> = { type: "Type", subtype: "Subtype", set: "Set" };

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
    <nav className="facets" aria-label="Refine results">
      {(Object.keys(TITLES) as FacetKind[]).map((kind) =>
        facets[kind].length ? (
          <section key={kind}>
            <h2>{TITLES[kind]}</h2>
            <ul>
              {facets[kind].map((f) => (
                <li key={f.value}>
                  <a
                    href={catalogueHref(query, { q: queryWithFacet(query.q, kind, f.value) })}
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
  );
}
