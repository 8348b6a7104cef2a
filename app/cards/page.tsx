import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CatalogueFilters } from "@/components/search/CatalogueFilters";
import { catalogueResultsHtml } from "@/components/catalogue/CatalogueResults";
import { LiveResults } from "@/components/catalogue/LiveResults";
import { catalogueHref, parseCatalogueQuery } from "@/lib/search/catalogue-query";
import { catalogueTitle } from "@/lib/search/catalogue-page";
import { getCurrentUser } from "@/lib/auth/current-user";
import { cachedSets, cachedSubtypes } from "@/lib/cache/catalogue-reads";
import { cachedSearchCards } from "@/lib/cache/search-reads";
import { answersPerUser } from "@/lib/cache/shared-routes";
import { searchCards } from "@/lib/search/search-cards";
import { catalogueSearch } from "@/lib/search/catalogue-filters";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// Rendered per request (it reads the query), from searches cached per normalised query. As the player types, the
// results follow from the server's results address (LiveResults) and the page is not rendered again.
// A search naming the collection (own, want) reads the session and runs
// uncached for the signed-in player; the server never keeps that answer.

type Params = Record<string, string | string[] | undefined>;

export async function generateMetadata({ searchParams }: { searchParams: Promise<Params> }): Promise<Metadata> {
  const { query } = parseCatalogueQuery(await searchParams);
  const title = catalogueTitle(query.q);
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
  const here = currentHref(params);
  if (!problems.length && canonical !== here) redirect(canonical);

  const search = catalogueSearch(query);
  const user = answersPerUser(here) ? await getCurrentUser() : null;
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
      <LiveResults
        key={here}
        html={catalogueResultsHtml({ query, result, setNames, problems })}
        search={here.split("?")[1] ?? ""}
      />
    </>
  );
}
