import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardFace } from "@/components/card/CardFace";
import { CardStats } from "@/components/card/CardStats";
import { ErrataList } from "@/components/card/ErrataList";
import { RulingList } from "@/components/card/RulingList";
import { cardTextToPlain } from "@/lib/cards/card-text";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { cachedCard } from "@/lib/cache/catalogue-reads";
import { cachedTermIndex } from "@/lib/cache/rules-reads";
import { cardGlossary } from "@/lib/glossary/term-links";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// Rendered on a card's first request, then kept until the catalogue or the rules change.
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = await cachedCard((await params).slug);
  if (!card) return { title: "Card not found" };
  const description = cardTextToPlain(card.text).slice(0, 160) || `${CARD_TYPE_LABELS[card.type]} from ${card.set.name}.`;
  return pageMetadata({ title: `${card.name} (${CARD_TYPE_LABELS[card.type].toLowerCase()})`, description, path: `/cards/${card.slug}`, type: "article" });
}

export default async function CardPage({ params }: Props) {
  const [card, terms] = await Promise.all([cachedCard((await params).slug), cachedTermIndex()]);
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
