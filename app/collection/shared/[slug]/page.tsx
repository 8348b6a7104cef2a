import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { CollectionCardTable } from "@/components/collection/CollectionCardTable";
import { SHARED_LISTS, SharedListSwitch, sharedListHref } from "@/components/collection/SharedListSwitch";
import { Pagination } from "@/components/ui/Pagination";
import { PlayerLink } from "@/components/ui/PlayerLink";
import { signInPath } from "@/lib/auth/callback-url";
import { getCurrentUser } from "@/lib/auth/current-user";
import { PAGE_SIZE } from "@/lib/collections/list-collection";
import { sharedCollectionViewSchema } from "@/lib/collections/schemas";
import { getSharedCollection } from "@/lib/collections/shared-collection";
import { orNotFound } from "@/lib/http/page-errors";

export const metadata: Metadata = { title: "A shared collection", robots: { index: false } };
export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SharedCollectionPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const view = sharedCollectionViewSchema.parse(await searchParams);
  const visitor = await getCurrentUser();
  const shared = await orNotFound(
    getSharedCollection({ slug: slug.slice(0, 100), visitorId: visitor?.id ?? null, view }),
  );
  const path = `/collection/shared/${encodeURIComponent(slug)}`;
  // A trade list asked for without signing in, or a page past the last, goes to what is shown instead.
  if (shared.list !== view.list || shared.page !== view.page) redirect(sharedListHref(path, shared));
  const about = SHARED_LISTS[shared.list];
  return (
    <div className="decks-page">
      <h1>
        <PlayerLink handle={shared.ownerHandle} />
        &rsquo;s collection
      </h1>
      <p className="muted">
        Shared read-only for trading.{" "}
        {visitor ? null : (
          <>
            <Link href={signInPath(path)}>Sign in</Link> to see which of their cards you want and which of yours they
            want.
          </>
        )}
      </p>
      <SharedListSwitch path={path} lists={shared.lists} current={shared.list} />
      <p className="muted">
        {about.about}
        {shared.pageCount > 1
          ? ` ${shared.total.toLocaleString("en")} cards · showing ${(shared.page - 1) * PAGE_SIZE + 1}–${(shared.page - 1) * PAGE_SIZE + shared.rows.length}.`
          : null}
      </p>
      <CollectionCardTable rows={shared.rows} label={about.table} counts={about.counts} />
      <Pagination
        page={shared.page}
        pageCount={shared.pageCount}
        href={(page) => sharedListHref(path, { list: shared.list, page })}
      />
    </div>
  );
}
