import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardGrid } from "@/components/card/CardTile";
import { cachedSet } from "@/lib/cache/catalogue-reads";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// Rendered on a set's first request, then kept until the catalogue changes.
export async function generateStaticParams(): Promise<{ code: string }[]> {
  return [];
}

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const set = await cachedSet((await params).code);
  if (!set) return { title: "Set not found" };
  const description = `${set.cards.length} cards, released ${set.releasedOn.toISOString().slice(0, 10)}. ${set.description}`;
  return pageMetadata({ title: set.name, description, path: `/sets/${set.code.toLowerCase()}` });
}

export default async function SetPage({ params }: Props) {
  const set = await cachedSet((await params).code);
  if (!set) notFound();
  return (
    <>
      <h1>
        {set.name} <span className="muted">({set.code})</span>
      </h1>
      <p>{set.description}</p>
      <p className="muted">
        {set.cards.length} cards · released {set.releasedOn.toISOString().slice(0, 10)} · in collector order
      </p>
      <CardGrid cards={set.cards} showNumber />
    </>
  );
}
