// The deck page's "Card faces" view: each card of the deck as a small face (frame colour, copies, name, cost, type line,
// its text; its front image, when it has one, above the text), by section. Static HTML with plain links (StaticHtml): eighty-odd faces hydrate nothing, and the
// browser lays out only the faces near the screen (content-visibility in the stylesheet).
import { CardImage } from "@/components/card/CardImage";
import { CardText } from "@/components/card/CardText";
import { CardCost } from "@/components/card/CardCost";
import { StaticHtml } from "@/components/ui/StaticHtml";
import { CARD_TYPE_LABELS, crewSkillsLine } from "@/lib/cards/vocabulary";
import type { CardImageRef } from "@/lib/card-images/addresses";
import type { CardFields } from "@/lib/cards/card-fields";
import type { DeckTargets } from "@/lib/rules/deck-targets";
import { groupDeck } from "./deck-groups";

interface FaceLine {
  quantity: number;
  card: CardFields;
}

/** The one line under the type line that says the most about a card of this type. */
function faceStats(card: CardFields): string {
  if (card.type === "CREW") return crewSkillsLine(card);
  if (card.type === "SHIP") return `Jump ${card.jump ?? "–"} · Crew ${card.crewSlots ?? "–"}`;
  if (card.type === "ADVENTURE") return card.distance !== null ? `Distance ${card.distance}` : "";
  if (card.type === "UPGRADE" && card.structure !== null) return `Structure ${card.structure}`;
  return card.keywords.join(", ");
}

/** Front images by card id. */
type FrontImages = ReadonlyMap<number, CardImageRef>;

function Face({ line: { quantity, card }, image }: { line: FaceLine; image: CardImageRef | undefined }) {
  const text = card.text || card.contract?.text || "";
  const stats = faceStats(card);
  return (
    <li className={`deck-face type-${card.type.toLowerCase()}`}>
      <a href={`/cards/${card.slug}`} className="deck-face-link">
        <span className="deck-face-head">
          <span className="deck-face-qty">{quantity}×</span>
          <span className="deck-face-name">{card.name}</span>
          <CardCost cost={card.cost} vp={card.vp} />
        </span>
        <span className="deck-face-type">
          {CARD_TYPE_LABELS[card.type]}
          {card.subtypes.length ? ` — ${card.subtypes.join(", ")}` : ""}
        </span>
        {stats ? <span className="deck-face-stats">{stats}</span> : null}
        {image ? (
          <CardImage image={image} alt={card.name} width={160} sizes="12rem" lazy className="deck-face-image" />
        ) : null}
        {text ? <CardText text={text} className={image ? "deck-face-text visually-hidden" : "deck-face-text"} /> : null}
      </a>
    </li>
  );
}

function Faces({ lines, images }: { lines: FaceLine[]; images: FrontImages }) {
  return (
    <StaticHtml as="ul" className="deck-face-grid">
      {lines.map((l) => (
        <Face key={l.card.slug} line={l} image={images.get(l.card.id)} />
      ))}
    </StaticHtml>
  );
}

const Count = ({ count, target }: { count: number; target?: number }) => (
  <span className="deck-count">
    {count}
    {target !== undefined ? ` / ${target}` : null}
  </span>
);

const NO_IMAGES: FrontImages = new Map();

export function DeckFaceGrid({
  lines,
  targets,
  images = NO_IMAGES,
}: {
  lines: FaceLine[];
  targets: DeckTargets;
  images?: FrontImages;
}) {
  const groups = groupDeck(lines);
  return (
    <div className="deck-face-sections">
      <section aria-labelledby="sec-ship">
        <h2 id="sec-ship">Ship</h2>
        {groups.ship.length ? <Faces lines={groups.ship} images={images} /> : <p className="muted">No ship chosen.</p>}
      </section>
      <section aria-labelledby="sec-captain">
        <h2 id="sec-captain">
          Captain&apos;s deck <Count count={groups.counts.captain} target={targets.captain} />
        </h2>
        {groups.captain.map((g) => (
          <div key={g.type}>
            <h3>
              {CARD_TYPE_LABELS[g.type]} <span className="deck-count">{g.count}</span>
            </h3>
            <Faces lines={g.lines} images={images} />
          </div>
        ))}
      </section>
      <section aria-labelledby="sec-adventure">
        <h2 id="sec-adventure">
          Adventure deck <Count count={groups.counts.adventure} target={targets.adventure} />
        </h2>
        <Faces lines={groups.adventure} images={images} />
      </section>
    </div>
  );
}
