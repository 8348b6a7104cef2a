import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CardGrid } from "@/components/card/CardTile";
import { Pagination } from "@/components/ui/Pagination";
import { cachedSet } from "@/lib/cache/catalogue-reads";
import { CATALOGUE_PAGE_SIZE } from "@/lib/search/catalogue-query";
import { pageMetadata } from "@/lib/metadata/page-metadata";
import { formatDay } from "@/lib/rules/dates";

// A set in collector order, a catalogue page (48 cards) at a time: the whole set on one page was the heaviest
// page of the site after the rules reference (issue 31). Rendered per request from the cached set; the server
// keeps each page until the catalogue changes (lib/cache/shared-routes.ts).
type Props = {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const set = await cachedSet((await params).code);
  if (!set) return { title: "Set not found" };
  const description = `${set.cards.length} cards, released ${formatDay(set.releasedOn)}. ${set.description}`;
  return pageMetadata({ title: set.name, description, path: `/sets/${set.code.toLowerCase()}` });
}

const setHref = (code: string, page: number) => `/sets/${code.toLowerCase()}${page > 1 ? `?page=${page}` : ""}`;

export default async function SetPage({ params, searchParams }: Props) {
  const [{ code }, { page: pageParam }] = await Promise.all([params, searchParams]);
  const set = await cachedSet(code);
  if (!set) notFound();
  const pageCount = Math.max(1, Math.ceil(set.cards.length / CATALOGUE_PAGE_SIZE));
  const asked = Number(pageParam ?? 1);
  const page = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), pageCount) : 1;
  // One address per page: the code in capitals, ?page=1, a page past the last or one that is not a number goes to
  // where it belongs.
  if (code !== set.code.toLowerCase() || (pageParam !== undefined && (page === 1 || pageParam !== String(page))))
    redirect(setHref(set.code, page));
  const first = (page - 1) * CATALOGUE_PAGE_SIZE;
  const cards = set.cards.slice(first, first + CATALOGUE_PAGE_SIZE);
  return (
    <>
      <h1>
        {set.name} <span className="muted">({set.code})</span>
      </h1>
      <p>{set.description}</p>
      <p className="muted">
        {set.cards.length} cards · released {formatDay(set.releasedOn)} · in collector order
        {pageCount > 1 ? ` · showing ${first + 1}–${first + cards.length}` : ""}
      </p>
      <CardGrid cards={cards} showNumber />
      <Pagination page={page} pageCount={pageCount} href={(p) => setHref(set.code, p)} />
    </>
  );
}
