import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { CollectionCardTable } from "@/components/collection/CollectionCardTable";
import { CollectionFilters } from "@/components/collection/CollectionFilters";
import { CollectionSummaryTable } from "@/components/collection/CollectionSummaryTable";
import { ShareLinkPanel } from "@/components/collection/ShareLinkPanel";
import { Pagination } from "@/components/ui/Pagination";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { getCollectionSummary } from "@/lib/collections/collection-summary";
import { PAGE_SIZE, listCollection } from "@/lib/collections/list-collection";
import { collectionFiltersSchema, type CollectionFilters as Filters } from "@/lib/collections/schemas";
import { getShareLink } from "@/lib/collections/share-link";
import { readEnv } from "@/lib/env";
import { createShareLinkAction, revokeShareLinkAction } from "./actions";

export const metadata: Metadata = { title: "Your collection" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function siteOrigin(): Promise<string> {
  const configured = readEnv().NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  return `http://${(await headers()).get("host") ?? "localhost"}`;
}

/** The listing's address: the filters that are not their default, and the page past the first. */
function collectionHref({ set, type, show, page }: Filters): string {
  const params = new URLSearchParams();
  if (set) params.set("set", set);
  if (type) params.set("type", type);
  if (show !== "all") params.set("show", show);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/collection?${query}` : "/collection";
}

export default async function CollectionPage({ searchParams }: Props) {
  const user = await requireSignedIn("/collection");
  const filters = collectionFiltersSchema.parse(await searchParams);
  const [summary, listing, share] = await Promise.all([
    getCollectionSummary({ userId: user.id }),
    listCollection({ userId: user.id, filters }),
    getShareLink({ userId: user.id }),
  ]);
  // A page past the last (after cards were filtered out or retired) goes to the last one.
  if (listing.page !== filters.page) redirect(collectionHref({ ...filters, page: listing.page }));
  const tracked = summary.ownedCopies > 0 || summary.wantedCopies > 0;
  const shareUrl = share && `${await siteOrigin()}/collection/shared/${share.slug}`;
  return (
    <div className="decks-page collection-page">
      <h1>Your collection</h1>
      <p>
        <a href="/collection/import">Import a list</a> · Export: <a href="/collection/export?format=csv">CSV</a> ·{" "}
        <a href={"/collection/export?format=text&list=owned"}>text</a> ·{" "}
        <a href={"/collection/export?format=text&list=wanted"}>want list</a>
      </p>
      <CollectionSummaryTable summary={summary} />
      <section aria-labelledby="collection-cards">
        <h2 id="collection-cards">Cards</h2>
        {tracked ? null : (
          <p className="muted">
            Nothing tracked yet: open a set above to mark what you own on its checklist, use the counts on any
            card&rsquo;s page, or <a href="/collection/import">import a list</a>.
          </p>
        )}
        <CollectionFilters filters={filters} sets={summary.sets} />
        {/* With nothing tracked, the whole catalogue at 0 says nothing the sentence does not: it waits for a filter. */}
        {tracked || collectionHref(filters) !== "/collection" ? (
          <>
            {listing.pageCount > 1 ? (
              <p className="muted">
                {listing.total.toLocaleString("en")} cards · showing {(listing.page - 1) * PAGE_SIZE + 1}–
                {(listing.page - 1) * PAGE_SIZE + listing.rows.length}
              </p>
            ) : null}
            <CollectionCardTable rows={listing.rows} label="Cards in your collection" />
            <Pagination
              page={listing.page}
              pageCount={listing.pageCount}
              href={(page) => collectionHref({ ...filters, page })}
            />
          </>
        ) : null}
      </section>
      <ShareLinkPanel link={shareUrl} create={createShareLinkAction} revoke={revokeShareLinkAction} />
    </div>
  );
}
