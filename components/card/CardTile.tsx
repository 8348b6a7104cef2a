// One card in a list: name, type line (traits link to the search that finds them), a crew's skills, cost, a line
// of its text. The name is a plain link stretched over the tile, so the whole tile opens the card and a trait link
// sits above it; plain links, not next/link: a list holds dozens, and each next/link is a client component to
// hydrate (on /cards, 48 tiles cost the phone a 300 ms long task as it loads). A click loads the card's cached page.
import type { CardSummary } from "@/lib/cards/queries";
import { CARD_TYPE_LABELS, crewSkillsLine } from "@/lib/cards/vocabulary";
import { searchHref } from "@/lib/search/catalogue-query";
import { CardCost } from "./CardCost";
import { StaticHtml } from "@/components/ui/StaticHtml";
import { CardText } from "./CardText";

function CardTile({ card, showNumber = false }: { card: CardSummary; showNumber?: boolean }) {
  return (
    <li className={`card-tile type-${card.type.toLowerCase()}`}>
      <span className="card-tile-head">
        {showNumber ? <span className="collector">{card.number}</span> : null}
        <a href={`/cards/${card.slug}`} className="card-tile-link card-tile-name">
          {card.name}
        </a>
        <CardCost cost={card.cost} vp={card.vp} />
      </span>
      <span className="card-tile-type">
        {CARD_TYPE_LABELS[card.type]}
        {card.subtypes.length ? ` — ${card.subtypes.join(", ")}` : ""}
        {card.traits.map((trait, i) => (
          <span key={trait}>
            {i === 0 ? " · " : ", "}
            <a href={searchHref({ kind: "trait", value: trait })} className="card-tile-trait">
              {trait}
            </a>
          </span>
        ))}
      </span>
      {card.type === "CREW" && card.skills.length ? (
        <span className="card-tile-skills">{crewSkillsLine(card)}</span>
      ) : null}
      {card.text ? (
        <span className="card-tile-text">
          <CardText text={card.text.split("\n")[0]!} />
        </span>
      ) : null}
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
