import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardGrid } from "@/components/card/CardTile";
import { getSet } from "@/lib/cards/queries";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const set = await getSet((await params).code);
  return { title: set ? set.name : "Set not found" };
}

export default async function SetPage({ params }: Props) {
  const set = await getSet((await params).code);
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
