// "Same traits" on a card's page, under its related cards: each trait links to the search that finds every card
// holding it, then the other cards sharing the most of them.
import { CardName } from "./CardPreview";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { cachedCardsSharingTraits } from "@/lib/cache/card-page-reads";
import styles from "./card-page.module.css";

/** Cards listed here; the trait links lead to the rest. */
const SHOWN = 6;

export async function SharedTraitCards({ card }: { card: { id: number; slug: string; traits: string[] } }) {
  if (card.traits.length === 0) return null;
  const { traits, cards, total } = await cachedCardsSharingTraits({
    cardId: card.id,
    cardSlug: card.slug,
    traits: card.traits,
    limit: SHOWN,
  });
  if (total === 0) return null;
  return (
    <section aria-labelledby="related-traits-heading">
      <h3 id="related-traits-heading">Same traits</h3>
      <p className={styles.traitLinks}>
        {traits.map(({ trait, query }, i) => (
          <span key={trait}>
            {i > 0 ? " · " : ""}
            <a href={`/cards?${new URLSearchParams({ q: query })}`}>{trait}</a>
          </span>
        ))}
        <span className="muted">
          {" "}
          — {total} other {total === 1 ? "card" : "cards"}
        </span>
      </p>
      <ul className={styles.list} aria-labelledby="related-traits-heading">
        {cards.map((c) => (
          <li key={c.id}>
            <CardName slug={c.slug} name={c.name} /> <span className="muted">{CARD_TYPE_LABELS[c.type]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
