import type { Metadata } from "next";
import { CollectionCardTable } from "@/components/collection/CollectionCardTable";
import { getSharedCollection } from "@/lib/collections/shared-collection";
import { orNotFound } from "@/lib/http/page-errors";

export const metadata: Metadata = { title: "A shared collection", robots: { index: false } };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export default async function SharedCollectionPage({ params }: Props) {
  const { slug } = await params;
  const shared = await orNotFound(getSharedCollection({ slug: slug.slice(0, 100) }));
  const owned = shared.rows.filter((r) => r.owned > 0);
  const wanted = shared.rows.filter((r) => r.wanted > 0);
  return (
    <div className="decks-page">
      <h1>{shared.ownerName}&rsquo;s collection</h1>
      <p className="muted">Shared read-only for trading.</p>
      <h2>Owned</h2>
      <CollectionCardTable rows={owned} label="Owned cards" />
      <h2>Wanted</h2>
      <CollectionCardTable rows={wanted} label="Wanted cards" />
    </div>
  );
}
