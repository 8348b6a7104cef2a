import type { Metadata } from "next";
import { DeckTable } from "@/components/deck/DeckTable";
import { Pagination } from "@/components/ui/Pagination";
import { publicDecksQuerySchema } from "@/lib/decks/schemas";
import { cachedPublicDecks } from "@/lib/cache/public-deck-reads";
import { pageMetadata } from "@/lib/metadata/page-metadata";

export const metadata: Metadata = pageMetadata({ title: "Public decks", description: "Decks players have shared, newest first: search them by name or by a card they hold.", path: "/decks/public" });

export default async function PublicDecksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = publicDecksQuerySchema.parse(await searchParams);
  const result = await cachedPublicDecks({ q: query.q, cardSlug: query.card, page: query.page });
  const href = (page: number) => `/decks/public?${new URLSearchParams({ q: query.q, card: query.card, page: String(page) })}`;
  return (
    <div className="decks-page">
      <h1>Public decks</h1>
      <form className="deck-filters" method="get" role="search">
        <label>
          Name <input type="search" name="q" defaultValue={query.q} />
        </label>
        <label>
          With card <input type="search" name="card" defaultValue={query.card} placeholder="card name or slug" />
        </label>
        <button type="submit">Search</button>
      </form>
      <p className="result-count">
        {result.total} {result.total === 1 ? "deck" : "decks"}
      </p>
      {result.items.length ? <DeckTable decks={result.items} showOwner /> : <p className="empty-state">No public decks match.</p>}
      <Pagination page={result.page} pageCount={result.pageCount} href={href} />
    </div>
  );
}
