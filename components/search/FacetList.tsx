// Facet counts for the current results; each adds a term to the query. Not
// prefetched: each is a search the server runs, and a page shows a dozen of them
// (prefetching them all was main-thread work while the page loads, and load on the server).
import Link from "next/link";
import { catalogueHref, type CatalogueQuery } from "@/lib/search/catalogue-query";
import { CARD_TYPE_LABELS, type CardType } from "@/lib/cards/vocabulary";
import type { Facets } from "@/lib/search/engine";
import { queryWithFacet, type FacetKind } from "@/lib/search/catalogue-filters";

const TITLES: Record<FacetKind, string> = { type: "Type", subtype: "Subtype", set: "Set" };

export function FacetList({ facets, query, setNames }: { facets: Facets; query: CatalogueQuery; setNames: Record<string, string> }) {
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
                  <Link href={catalogueHref(query, { q: queryWithFacet(query.q, kind, f.value) })} prefetch={false} data-facet={`${kind}:${f.value}`}>
                    {label(kind, f.value)} <span className="count">{f.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </nav>
  );
}
