import type { Metadata } from "next";
import Link from "next/link";
import { DeckTable } from "@/components/deck/DeckTable";
import { PublicDeckFilters } from "@/components/deck/PublicDeckFilters";
import { Pagination } from "@/components/ui/Pagination";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { cachedPublicDecks } from "@/lib/cache/public-deck-reads";
import { listBuildablePublicDecks } from "@/lib/collections/buildable-public-decks";
import { listShips } from "@/lib/cards/list-ships";
import { publicDecksQuerySchema, type PublicDecksQuery } from "@/lib/decks/schemas";
import { listFormats } from "@/lib/formats/formats";
import { pageMetadata } from "@/lib/metadata/page-metadata";

export const metadata: Metadata = pageMetadata({ title: "Public decks", description: "Decks players have shared: search them by name, card, ship, format and legality, newest, most liked, most forked or popular this week first.", path: "/decks/public" });

/** The query as URL parameters, leaving out empty and default ones. */
function queryParams(query: PublicDecksQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "card", "ship", "format", "legal", "all", "buildable"] as const) if (query[key]) params.set(key, query[key]);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

export default async function PublicDecksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = publicDecksQuerySchema.parse(await searchParams);
  const listQuery = {
    q: query.q,
    cardSlug: query.card,
    shipSlug: query.ship,
    formatId: query.format || undefined,
    legal: query.legal === undefined ? undefined : query.legal === "legal",
    includeUnfinished: query.all === "1",
    sort: query.sort,
    page: query.page,
  };
  // Only a "decks I can build" address reads the session (see lib/cache/shared-routes): the list is the player's own, uncached.
  const user = query.buildable ? await getCurrentUser() : null;
  const [result, ships, formats] = await Promise.all([
    user ? listBuildablePublicDecks({ userId: user.id, query: listQuery }) : cachedPublicDecks(listQuery),
    listShips("all"),
    listFormats(),
  ]);
  const href = (page: number) => `/decks/public?${queryParams(query, page)}`;
  return (
    <div className="decks-page">
      <h1>Public decks</h1>
      <PublicDeckFilters
        query={user ? query : { ...query, buildable: undefined }}
        ships={ships.map((s) => ({ slug: s.slug, name: s.name }))}
        formats={formats.map((f) => ({ id: f.id, name: f.name }))}
      />
      {query.buildable && !user ? (
        <p className="notice" role="status">
          “Decks I can build” compares decks with your collection: <Link href={signInPath(`/decks/public?${queryParams(query, query.page)}`)}>sign in to use it</Link>. Showing every deck.
        </p>
      ) : null}
      <p className="result-count">
        {result.total} {result.total === 1 ? "deck" : "decks"}
        {query.all === "1" ? "" : " (finished decks only)"}
        {user ? " you can build from your collection" : ""}
      </p>
      {result.items.length ? (
        <DeckTable decks={result.items} showOwner />
      ) : queryParams(query, 1) ? (
        <p className="empty-state">
          No public decks match. <Link href="/decks/public">Show every public deck</Link>.
        </p>
      ) : (
        <p className="empty-state">
          No public decks yet. <Link href="/decks/new">Build a deck</Link> and make it public to share it here.
        </p>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} href={href} />
    </div>
  );
}
