import type { Metadata } from "next";
import Link from "next/link";
import { DeckTable } from "@/components/deck/DeckTable";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { DeletedDecks } from "@/components/deck/DeletedDecks";
import { KEEP_DELETED_DAYS } from "@/lib/decks/deleted-decks";
import { listDeletedDecks, listMyDecks } from "@/lib/decks/list-decks";
import { listFavouriteDecks } from "@/lib/decks/favourite-deck";
import { myDecksQuerySchema } from "@/lib/decks/schemas";
import { listFormats } from "@/lib/formats/formats";
import { restoreDeckAction } from "./actions";
import { FormatSelect } from "@/components/format/FormatSelect";

export const metadata: Metadata = { title: "My decks" };
export const dynamic = "force-dynamic";

export default async function MyDecksPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireSignedIn("/decks");
  const query = myDecksQuerySchema.parse(await searchParams);
  const [decks, formats, deleted, favourites] = await Promise.all([
    listMyDecks({ userId: user.id, sort: query.sort, formatId: query.format, legal: query.legal }),
    listFormats(),
    listDeletedDecks({ userId: user.id }),
    listFavouriteDecks({ userId: user.id }),
  ]);
  const justDeleted = deleted.find((d) => d.id === query.deleted);
  const filtered = query.format !== undefined || query.legal !== undefined;
  return (
    <div className="decks-page">
      <h1>My decks</h1>
      {justDeleted ? (
        <div className="notice-bar" role="status">
          <span>Deleted &lsquo;{justDeleted.name}&rsquo;.</span>
          <form action={restoreDeckAction}>
            <input type="hidden" name="deckId" value={justDeleted.id} />
            <button type="submit">Undo</button>
          </form>
        </div>
      ) : null}
      <p>
        <Link href="/decks/new" className="button">
          New deck
        </Link>{" "}
        <Link href="/decks/import">Import a list</Link> · <Link href="/decks/public">Browse public decks</Link>
      </p>
      <form className="deck-filters" method="get">
        <label>
          Sort{" "}
          <select name="sort" defaultValue={query.sort}>
            <option value="updated">Last saved</option>
            <option value="created">Newest</option>
            <option value="name">Name</option>
          </select>
        </label>
        <label>
          Format <FormatSelect formats={formats} anyLabel="Any" name="format" defaultValue={query.format ?? ""} />
        </label>
        <label>
          Legality{" "}
          <select name="legal" defaultValue={query.legal === undefined ? "" : query.legal ? "legal" : "illegal"}>
            <option value="">Any</option>
            <option value="legal">Legal</option>
            <option value="illegal">Not legal</option>
          </select>
        </label>
        <button type="submit">Apply</button>
      </form>
      {decks.length ? (
        <DeckTable decks={decks} />
      ) : (
        <p className="empty-state">
          {filtered ? "No decks match these filters." : "You have no decks yet."}{" "}
          <Link href="/decks/new">Build a deck</Link>
        </p>
      )}
      <section aria-labelledby="favourite-decks">
        <h2 id="favourite-decks">My favourites</h2>
        {favourites.length ? (
          <DeckTable decks={favourites} showOwner />
        ) : (
          <p className="muted">No favourites yet: favourite a public deck from its page to keep it here.</p>
        )}
      </section>
      <DeletedDecks decks={deleted} keptDays={KEEP_DELETED_DAYS} restore={restoreDeckAction} />
    </div>
  );
}
