import type { Metadata } from "next";
import { DeckTable } from "@/components/deck/DeckTable";
import { PublicDeckFilters } from "@/components/deck/PublicDeckFilters";
import { Pagination } from "@/components/ui/Pagination";
import { cachedPublicDecks } from "@/lib/cache/public-deck-reads";
import { listShips } from "@/lib/cards/list-ships";
import { publicDecksQuerySchema, type PublicDecksQuery } from "@/lib/decks/schemas";
import { listFormats } from "@/lib/formats/formats";
import { pageMetadata } from "@/lib/metadata/page-metadata";

export const metadata: Metadata = pageMetadata({ title: "Public decks", description: "Decks players have shared: search them by name, card, ship, format and legality, newest, most liked or most forked first.", path: "/decks/public" });

/** The query as URL parameters, leaving out empty and default ones. */
function queryParams(query: PublicDecksQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "card", "ship", "format", "legal", "all"] as const) if (query[key]) params.set(key, query[key]);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

export default async function PublicDecksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = publicDecksQuerySchema.parse(await searchParams);
  const [result, ships, formats] = await Promise.all([
    cachedPublicDecks({
      q: query.q,
      cardSlug: query.card,
      shipSlug: query.ship,
      formatId: query.format || undefined,
      legal: query.legal === undefined ? undefined : query.legal === "legal",
      includeUnfinished: query.all === "1",
      sort: query.sort,
      page: query.page,
    }),
    listShips(),
    listFormats(),
  ]);
  const href = (page: number) => `/decks/public?${queryParams(query, page)}`;
  return (
    <div className="decks-page">
      <h1>Public decks</h1>
      <PublicDeckFilters query={query} ships={ships.map((s) => ({ slug: s.slug, name: s.name }))} formats={formats.map((f) => ({ id: f.id, name: f.name }))} />
      <p className="result-count">
        {result.total} {result.total === 1 ? "deck" : "decks"}
        {query.all === "1" ? "" : " (finished decks only)"}
      </p>
      {result.items.length ? <DeckTable decks={result.items} showOwner /> : <p className="empty-state">No public decks match.</p>}
      <Pagination page={result.page} pageCount={result.pageCount} href={href} />
    </div>
  );
}
