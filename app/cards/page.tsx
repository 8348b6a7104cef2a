import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CardGrid } from "@/components/card/CardTile";
import { CatalogueFilters } from "@/components/search/CatalogueFilters";
import { Pagination } from "@/components/ui/Pagination";
import { catalogueHref, parseCatalogueQuery } from "@/lib/cards/catalogue-query";
import { listCards, listSets, listSubtypes } from "@/lib/cards/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Cards" };

function currentHref(params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value ?? []].flat()) search.append(key, v);
  const s = search.toString();
  return s ? `/cards?${s}` : "/cards";
}

export default async function CardsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const { query, problems } = parseCatalogueQuery(params);
  // The filter form submits every field; empty and default ones leave the URL.
  const canonical = catalogueHref(query, { page: query.page });
  if (!problems.length && canonical !== currentHref(params)) redirect(canonical);
  const [result, sets, subtypes] = await Promise.all([listCards(query), listSets(), listSubtypes(query.type)]);
  const from = (query.page - 1) * 48 + 1;
  return (
    <>
      <h1>Cards</h1>
      <CatalogueFilters query={query} sets={sets.map((s) => ({ code: s.code, name: s.name }))} subtypes={subtypes} />
      {problems.length ? (
        <ul className="notice" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {result.total === 0 ? (
        <div className="empty-state">
          <p>No cards match these filters.</p>
          <p>
            <Link href="/cards">Clear all filters</Link>
            {query.q ? (
              <>
                {" "}
                or <Link href={catalogueHref(query, { q: "" })}>search without “{query.q}”</Link>
              </>
            ) : null}
          </p>
        </div>
      ) : (
        <>
          <p className="result-count" aria-live="polite">
            {result.total} card{result.total === 1 ? "" : "s"}
            {result.pageCount > 1 ? ` · showing ${from}–${Math.min(from + result.items.length - 1, result.total)}` : ""}
          </p>
          <CardGrid cards={result.items} />
          <Pagination page={Math.min(query.page, result.pageCount)} pageCount={result.pageCount} href={(page) => catalogueHref(query, { page })} />
        </>
      )}
    </>
  );
}
