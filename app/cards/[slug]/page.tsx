import type { Metadata } from "next";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { CardDecks } from "@/components/deck/CardDecks";
import { CardFace } from "@/components/card/CardFace";
import { CardImages } from "@/components/card/CardImage";
import { CardStats } from "@/components/card/CardStats";
import { ErrataList } from "@/components/card/ErrataList";
import { RelatedCards } from "@/components/card/RelatedCards";
import { RetiredNote } from "@/components/card/RetiredNote";
import { RulingList } from "@/components/card/RulingList";
import { CardReviews } from "@/components/reviews/CardReviews";
import { CardQuantityControl } from "@/components/collection/CardQuantityControl";
import { StaticHtml } from "@/components/ui/StaticHtml";
import { cardTextToPlain } from "@/lib/cards/card-text";
import { MAX_NAME_TEXT } from "@/lib/cards/name-limits";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { cachedCardsSharingTraits, cachedDecksWithCard, cachedRelatedCards } from "@/lib/cache/card-page-reads";
import { cachedCard } from "@/lib/cache/catalogue-reads";
import { cachedTermIndex } from "@/lib/cache/rules-reads";
import { cardGlossary } from "@/lib/glossary/term-links";
import { pageMetadata } from "@/lib/metadata/page-metadata";
import { cardMeant } from "@/lib/search/card-names";
import * as reviewActions from "../review-actions";

// Rendered on a card's first request, then kept until this card (or a card it lists), the catalogue, the rules
// or the public decks holding this card change (the last with a lag: see
// lib/cache/tags.ts). Nothing here depends on who asks: the player's
// collection counts are fetched by a client island.
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return [];
}

/** Cards listed under "Same traits"; the trait links lead to the rest. */
const SHARED_TRAIT_CARDS = 6;

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = await cachedCard((await params).slug);
  if (!card) return { title: "Card not found" };
  const description =
    cardTextToPlain(card.text).slice(0, 160) || `${CARD_TYPE_LABELS[card.type]} from ${card.set.name}.`;
  return pageMetadata({
    title: `${card.name} (${CARD_TYPE_LABELS[card.type].toLowerCase()})`,
    description,
    path: `/cards/${card.slug}`,
    type: "article",
  });
}

export default async function CardPage({ params }: Props) {
  const { slug } = await params;
  const [card, terms] = await Promise.all([cachedCard(slug), cachedTermIndex()]);
  if (!card) {
    // A mistyped address goes to the card it clearly means; otherwise the 404 offers the closest names.
    const meant = slug.length <= MAX_NAME_TEXT ? (await cardMeant({ text: slug, limit: 2 })).card : null;
    if (meant) redirect(`/cards/${meant.slug}`);
    notFound();
  }
  // One address per card: /cards/MERROWS-LANTERN answers from /cards/merrows-lantern.
  if (card.slug !== slug) permanentRedirect(`/cards/${card.slug}`);
  const [related, sharedTraits, decks] = await Promise.all([
    cachedRelatedCards({
      card: { id: card.id, slug: card.slug, name: card.name, type: card.type, subtypes: card.subtypes },
    }),
    cachedCardsSharingTraits({ cardId: card.id, cardSlug: card.slug, traits: card.traits, limit: SHARED_TRAIT_CARDS }),
    cachedDecksWithCard({ cardSlug: card.slug }),
  ]);
  return (
    <div className="card-page">
      <h1 className="visually-hidden">{card.name}</h1>
      {/* The face and the details only need reading: static HTML, not hydrated node by node. */}
      <StaticHtml className="card-page-face">
        <CardImages images={card.images} name={card.name} />
        <CardFace card={card} glossary={cardGlossary(terms)} />
      </StaticHtml>
      <div className="card-page-details">
        <CardQuantityControl
          cardId={card.id}
          cardName={card.name}
          signInHref={`/signin?callbackUrl=${encodeURIComponent(`/cards/${card.slug}`)}`}
        />
        <StaticHtml>
          <RetiredNote retiredAt={card.retiredAt} />
          <section aria-labelledby="stats-heading">
            <h2 id="stats-heading">Details</h2>
            <CardStats card={card} setName={card.set.name} />
          </section>
          <ErrataList errata={card.errata} />
          <RulingList rulings={card.rulings} />
        </StaticHtml>
        <CardDecks slug={card.slug} found={decks} />
        <RelatedCards related={related} sharedTraits={sharedTraits} />
        <CardReviews cardId={card.id} slug={card.slug} actions={reviewActions} />
      </div>
    </div>
  );
}
