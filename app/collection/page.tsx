import type { Metadata } from "next";
import { headers } from "next/headers";
import { CollectionCardTable } from "@/components/collection/CollectionCardTable";
import { CollectionFilters } from "@/components/collection/CollectionFilters";
import { CollectionSummaryTable } from "@/components/collection/CollectionSummaryTable";
import { ShareLinkPanel } from "@/components/collection/ShareLinkPanel";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { getCollectionSummary } from "@/lib/collections/collection-summary";
import { LIST_LIMIT, listCollection } from "@/lib/collections/list-collection";
import { collectionFiltersSchema } from "@/lib/collections/schemas";
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

export default async function CollectionPage({ searchParams }: Props) {
  const user = await requireSignedIn("/collection");
  const filters = collectionFiltersSchema.parse(await searchParams);
  const [summary, listing, share] = await Promise.all([
    getCollectionSummary({ userId: user.id }),
    listCollection({ userId: user.id, filters }),
    getShareLink({ userId: user.id }),
  ]);
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
        <CollectionFilters filters={filters} sets={summary.sets} />
        <CollectionCardTable rows={listing.rows} label="Cards in your collection" />
        {listing.truncated && (
          <p className="muted">Showing the first {LIST_LIMIT} cards: filter by set or type to see the rest.</p>
        )}
      </section>
      <ShareLinkPanel link={shareUrl} create={createShareLinkAction} revoke={revokeShareLinkAction} />
    </div>
  );
}
