import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardFace } from "@/components/card/CardFace";
import { CardStats } from "@/components/card/CardStats";
import { ErrataList } from "@/components/card/ErrataList";
import { RulingList } from "@/components/card/RulingList";
import { cardTextToPlain } from "@/lib/cards/card-text";
import { getCard } from "@/lib/cards/queries";
import { getTermIndex } from "@/lib/glossary/queries";
import { cardGlossary } from "@/lib/glossary/term-links";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = await getCard((await params).slug);
  if (!card) return { title: "Card not found" };
  return { title: card.name, description: cardTextToPlain(card.text).slice(0, 160) || undefined };
}

export default async function CardPage({ params }: Props) {
  const [card, terms] = await Promise.all([getCard((await params).slug), getTermIndex()]);
  if (!card) notFound();
  return (
    <div className="card-page">
      <h1 className="visually-hidden">{card.name}</h1>
      <div className="card-page-face">
        <CardFace card={card} glossary={cardGlossary(terms)} />
      </div>
      <div className="card-page-details">
        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading">Details</h2>
          <CardStats card={card} setName={card.set.name} />
        </section>
        <ErrataList errata={card.errata} />
        <RulingList rulings={card.rulings} />
      </div>
    </div>
  );
}
