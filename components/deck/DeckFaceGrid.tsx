// The deck page's "Card faces" view: each card of the deck as a small face (frame colour, copies, name, cost, type line,
// its text), by section. Static HTML with plain links (StaticHtml): eighty-odd faces hydrate nothing, and the
// browser lays out only the faces near the screen (content-visibility in the stylesheet).
import { CardText } from "@/components/card/CardText";
import { GameIcon } from "@/components/ui/GameIcon";
import { StaticHtml } from "@/components/ui/StaticHtml";
import { CARD_TYPE_LABELS, SKILL_LABELS } from "@/lib/cards/vocabulary";
import type { CardFields } from "@/lib/cards/card-fields";
import type { DeckTargets } from "@/lib/rules/deck-targets";
import { groupDeck } from "./deck-groups";

interface FaceLine {
  quantity: number;
  card: CardFields;
}

/** The one line under the type line that says the most about a card of this type. */
function faceStats(card: CardFields): string {
  if (card.type === "CREW")
    return card.skills
      .map((s) => `${SKILL_LABELS[s] ?? s}${card.expertSkills.includes(s) ? " (expert)" : ""}`)
      .join(", ");
  if (card.type === "SHIP") return `Jump ${card.jump ?? "–"} · Crew ${card.crewSlots ?? "–"}`;
  if (card.type === "ADVENTURE") return card.distance !== null ? `Distance ${card.distance}` : "";
  if (card.type === "UPGRADE" && card.structure !== null) return `Structure ${card.structure}`;
  return card.keywords.join(", ");
}

function Face({ line: { quantity, card } }: { line: FaceLine }) {
  const text = card.text || card.contract?.text || "";
  const stats = faceStats(card);
  return (
    <li className={`deck-face type-${card.type.toLowerCase()}`}>
      <a href={`/cards/${card.slug}`} className="deck-face-link">
        <span className="deck-face-head">
          <span className="deck-face-qty">{quantity}×</span>
          <span className="deck-face-name">{card.name}</span>
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
        <span className="deck-face-type">
          {CARD_TYPE_LABELS[card.type]}
          {card.subtypes.length ? ` — ${card.subtypes.join(", ")}` : ""}
        </span>
        {stats ? <span className="deck-face-stats">{stats}</span> : null}
        {text ? <CardText text={text} className="deck-face-text" /> : null}
      </a>
    </li>
  );
}

function Faces({ lines }: { lines: FaceLine[] }) {
  return (
    <StaticHtml as="ul" className="deck-face-grid">
      {lines.map((l) => (
        <Face key={l.card.slug} line={l} />
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

export function DeckFaceGrid({ lines, targets }: { lines: FaceLine[]; targets: DeckTargets }) {
  const groups = groupDeck(lines);
  return (
    <div className="deck-face-sections">
      <section aria-labelledby="sec-ship">
        <h2 id="sec-ship">Ship</h2>
        {groups.ship.length ? <Faces lines={groups.ship} /> : <p className="muted">No ship chosen.</p>}
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
            <Faces lines={g.lines} />
          </div>
        ))}
      </section>
      <section aria-labelledby="sec-adventure">
        <h2 id="sec-adventure">
          Adventure deck <Count count={groups.counts.adventure} target={targets.adventure} />
        </h2>
        <Faces lines={groups.adventure} />
      </section>
    </div>
  );
}
