// "Same traits" among a card's related cards: each trait links to the search that finds every card holding it, then
// the other cards sharing the most of them.
import type { CardsSharingTraits } from "@/lib/search/shared-traits";
import { CardName } from "./CardPreview";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { ALL_CARDS, catalogueHref } from "@/lib/search/catalogue-query";
import styles from "./card-page.module.css";

export function SharedTraitCards({ shared: { traits, cards, total } }: { shared: CardsSharingTraits }) {
  if (total === 0) return null;
  return (
    <div role="group" aria-labelledby="related-traits-heading">
      <h3 id="related-traits-heading">Same traits</h3>
      <p className={styles.traitLinks}>
        {traits.map(({ trait, query }, i) => (
          <span key={trait}>
            {i > 0 ? " · " : ""}
            <a href={catalogueHref(ALL_CARDS, { q: query })}>{trait}</a>
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
    </div>
  );
}
