// Related cards on a card's page: those sharing a subtype, those whose text names the card and those sharing its
// traits, each a link that previews the card's face.
import type { RelatedCard } from "@/lib/cards/related-cards";
import type { RelatedCards as Related } from "@/lib/cards/related-card-query";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import type { CardsSharingTraits } from "@/lib/search/shared-traits";
import { CardName } from "./CardPreview";
import { SharedTraitCards } from "./SharedTraitCards";
import styles from "./card-page.module.css";

function CardLinks({ id, heading, cards }: { id: string; heading: string; cards: RelatedCard[] }) {
  if (!cards.length) return null;
  return (
    <>
      <h3 id={id}>{heading}</h3>
      <ul className={styles.list} aria-labelledby={id}>
        {cards.map((c) => (
          <li key={c.id}>
            <CardName slug={c.slug} name={c.name} />{" "}
            <span className="muted">
              {CARD_TYPE_LABELS[c.type]}
              {c.subtypes.length ? ` — ${c.subtypes.join(", ")}` : ""}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function RelatedCards({ related, sharedTraits }: { related: Related; sharedTraits: CardsSharingTraits }) {
  const none = !related.sameSubtype.length && !related.mentioning.length && sharedTraits.total === 0;
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading">Related cards</h2>
      {none ? <p className="muted">No other card shares a subtype or a trait with this one, or names it.</p> : null}
      <CardLinks id="related-subtype-heading" heading="Same subtype" cards={related.sameSubtype} />
      <CardLinks id="related-mentioning-heading" heading="Cards that name it" cards={related.mentioning} />
      <SharedTraitCards shared={sharedTraits} />
    </section>
  );
}
