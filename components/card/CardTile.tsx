// One card in a list: name, type line, cost, a line of its text. A plain link,
// not next/link: a list holds dozens, and each next/link is a client component
// to hydrate (on /cards, 48 tiles cost the phone a 300 ms long task as it loads).
// A click loads the card's cached page.
import type { CardSummary } from "@/lib/cards/queries";
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { GameIcon } from "@/components/ui/GameIcon";
import { StaticHtml } from "@/components/ui/StaticHtml";
import { CardText } from "./CardText";

function CardTile({ card, showNumber = false }: { card: CardSummary; showNumber?: boolean }) {
  return (
    <li className={`card-tile type-${card.type.toLowerCase()}`}>
      <a href={`/cards/${card.slug}`} className="card-tile-link">
        <span className="card-tile-head">
          {showNumber ? <span className="collector">{card.number}</span> : null}
          <span className="card-tile-name">{card.name}</span>
          {card.cost !== null ? (
            <span className="card-cost">
              {card.cost}
              <GameIcon name="credit" label="credits" />
            </span>
          ) : card.vp !== null ? (
            <span className="card-cost">
              {card.vp}
              <GameIcon name="vp" label="victory points" />
            </span>
          ) : null}
        </span>
        <span className="card-tile-type">
          {CARD_TYPE_LABELS[card.type]}
          {card.subtypes.length ? ` — ${card.subtypes.join(", ")}` : ""}
          {card.traits.length ? ` · ${card.traits.join(", ")}` : ""}
        </span>
        {card.text ? (
          <span className="card-tile-text">
            <CardText text={card.text.split("\n")[0]!} />
          </span>
        ) : null}
      </a>
    </li>
  );
}

/** The tiles as static HTML (StaticHtml): a page of 48 is a thousand elements that need no hydrating. */
export function CardGrid({ cards, showNumber }: { cards: CardSummary[]; showNumber?: boolean }) {
  return (
    <StaticHtml as="ul" className="card-grid">
      {cards.map((c) => (
        <CardTile key={c.id} card={c} showNumber={showNumber} />
      ))}
    </StaticHtml>
  );
}
