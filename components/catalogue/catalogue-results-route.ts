// The catalogue's results for an address as HTML (CATALOGUE_RESULTS_PATH), for search as you type: the page asks
// for them at each pause in typing instead of rendering itself again. The server answers it without Next
// (lib/api/served-directly.ts, ADR 016) and keeps an anonymous answer whole like a page's; own/want searches read
// the session, so the page renders those itself and this answers them as to a visitor.
import "server-only";
import { setNamesByCode } from "@/lib/cards/queries";
import { catalogueSearch } from "@/lib/search/catalogue-filters";
import { parseCatalogueQuery } from "@/lib/search/catalogue-query";
import { searchCards } from "@/lib/search/search-cards";
import { catalogueResultsHtml } from "./CatalogueResults";

const refused = (reason: string) =>
  new Response(`${reason}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export const catalogueResultsRoute = {
  GET: async (request: Request): Promise<Response> => {
    const search = new URL(request.url).searchParams;
    const params = Object.fromEntries([...new Set(search.keys())].map((key) => [key, search.getAll(key)]));
    const { query, problems } = parseCatalogueQuery(params);
    if (problems.length) return refused(problems.join("\n"));
    const [result, setNames] = await Promise.all([searchCards(catalogueSearch(query)), setNamesByCode()]);
    if (result.ok && result.total > 0 && query.page > result.pageCount)
      return refused(`Page ${query.page} is past the last page (${result.pageCount}).`);
    return new Response(catalogueResultsHtml({ query, result, setNames }), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        // Asked again for each pause in typing: the server answers a repeat from what it kept, checked each time.
        "Cache-Control": "public, no-cache",
      },
    });
  },
};
