import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CardGrid } from "@/components/card/CardTile";
import { CatalogueFilters } from "@/components/search/CatalogueFilters";
import { FacetList } from "@/components/search/FacetList";
import { QueryErrorNotice } from "@/components/search/QueryErrorNotice";
import { Pagination } from "@/components/ui/Pagination";
import { CATALOGUE_PAGE_SIZE, catalogueHref, parseCatalogueQuery } from "@/lib/search/catalogue-query";
import { getCurrentUser } from "@/lib/auth/current-user";
import { cachedSets, cachedSubtypes } from "@/lib/cache/catalogue-reads";
import { cachedSearchCards } from "@/lib/cache/search-reads";
import { answersPerUser } from "@/lib/cache/shared-routes";
import { signInPath } from "@/lib/auth/callback-url";
import { SIGN_IN_FOR_COLLECTION } from "@/lib/search/query/parse";
import { searchCards } from "@/lib/search/search-cards";
import { filterNodes } from "@/lib/search/catalogue-filters";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// Rendered per request (it reads the query), from searches cached per normalised query.
// A search naming the collection (own, want) reads the session and runs
// uncached for the signed-in player; the server never keeps that answer.

type Params = Record<string, string | string[] | undefined>;

export async function generateMetadata({ searchParams }: { searchParams: Promise<Params> }): Promise<Metadata> {
  const { query } = parseCatalogueQuery(await searchParams);
  const title = query.q ? `${query.q} — cards` : "Cards";
  const description = query.q
    ? `Cards matching ${query.q} in the Traveller Customizable Card Game catalogue.`
    : "Every card of the Traveller Customizable Card Game, searchable by name, text, type, skill and cost.";
  return pageMetadata({ title, description, path: query.q ? undefined : "/cards" });
}

function currentHref(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value ?? []].flat()) search.append(key, v);
  const s = search.toString();
  return s ? `/cards?${s}` : "/cards";
}

export default async function CardsPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const { query, problems } = parseCatalogueQuery(params);
  // The filter form submits every field; empty and default ones leave the URL.
  const canonical = catalogueHref(query, { page: query.page });
  if (!problems.length && canonical !== currentHref(params)) redirect(canonical);

  const search = {
    q: query.q,
    page: query.page,
    pageSize: CATALOGUE_PAGE_SIZE,
    sort: query.sort,
    filters: filterNodes(query),
    facets: true,
    autoCorrect: true,
  };
  const user = answersPerUser(currentHref(params)) ? await getCurrentUser() : null;
  const [result, sets, subtypes] = await Promise.all([
    user ? searchCards({ ...search, userId: user.id }) : cachedSearchCards(search),
    cachedSets(),
    cachedSubtypes(query.type),
  ]);
  // A page past the last one ("showing 4705–4704") goes to the last page instead.
  if (result.ok && result.total > 0 && query.page > result.pageCount)
    redirect(catalogueHref(query, { page: result.pageCount }));
  const setNames = Object.fromEntries(sets.map((s) => [s.code, s.name]));
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
      {!result.ok ? (
        <>
          <QueryErrorNotice query={query.q} error={result.error} />
          {result.error.message === SIGN_IN_FOR_COLLECTION ? (
            <p>
              <Link href={signInPath(currentHref(params))}>Sign in</Link> to search your collection.
            </p>
          ) : null}
        </>
      ) : result.total === 0 ? (
        <div className="empty-state">
          <p>No cards match {query.q ? <>“{query.q}”</> : "these filters"}.</p>
          {result.suggestion ? (
            <p>
              Did you mean <Link href={catalogueHref(query, { q: result.suggestion })}>{result.suggestion}</Link>?
            </p>
          ) : null}
          <p>
            <Link href="/cards">Clear the search and filters</Link> or read the{" "}
            <Link href="/syntax">search syntax</Link>.
          </p>
        </div>
      ) : (
        <div className="results-layout">
          {result.facets ? <FacetList facets={result.facets} query={query} setNames={setNames} /> : null}
          <div className="results">
            {result.correctedFrom ? (
              <p className="corrected-notice">
                Showing results for <strong>{result.suggestion}</strong>. No cards match “{result.correctedFrom}”.
              </p>
            ) : null}
            <p className="result-count" aria-live="polite">
              {result.total.toLocaleString("en")}
              {result.totalIsLowerBound ? "+" : ""} card{result.total === 1 ? "" : "s"}
              {result.pageCount > 1
                ? ` · showing ${(result.page - 1) * result.pageSize + 1}–${(result.page - 1) * result.pageSize + result.items.length}`
                : ""}
            </p>
            <CardGrid cards={result.items} />
            <Pagination
              page={Math.min(query.page, result.pageCount)}
              pageCount={result.pageCount}
              href={(page) => catalogueHref(query, { page })}
            />
          </div>
        </div>
      )}
    </>
  );
}
