// A rendered card face: frame coloured by type, cost, type line, the stats of
// its type, rules text with icons and flavor. Adventure cards show both faces.
import type { Card } from "@/lib/generated/prisma/client";
import type { ComplicationFace, ContractFace } from "@/lib/cards/seed-schema";
import {
  CAPABILITY_LABELS,
  CARD_TYPE_LABELS,
  PHASE_LABELS,
  SKILL_LABELS,
  type Capability,
  type Phase,
  type Skill,
} from "@/lib/cards/vocabulary";
import type { HeroicRecord } from "@/lib/cards/card-record";
import type { CardGlossary } from "@/lib/glossary/term-links";
import { GameIcon, TokenBadge } from "@/components/ui/GameIcon";
import { CardText } from "./CardText";
import { CardHeading, CardSubheading, type HeadingLevel } from "./CardSubheading";
import { ComplicationBody, RequirementList, SubplotList } from "./Requirements";

function Stat({
  icon,
  label,
  value,
}: {
  icon: Parameters<typeof GameIcon>[0]["name"];
  label: string;
  value: number | null;
}) {
  if (value === null) return null;
  return (
    <span className="stat" title={label}>
      <GameIcon name={icon} label={label} /> <span className="stat-value">{value}</span>
    </span>
  );
}

function ShipBand({ card }: { card: Card }) {
  const slots = (card.upgradeSlots ?? {}) as Record<string, number>;
  return (
    <div className="card-band">
      <div className="stats">
        <Stat icon="jump" label="jump" value={card.jump} />
        <Stat icon="attack" label="attack value" value={card.attack} />
        <Stat icon="defense" label="defense value" value={card.defense} />
        <Stat icon="initiative" label="initiative" value={card.initiative} />
        <Stat icon="crew" label="crew slots" value={card.crewSlots} />
      </div>
      <div className="slots" aria-label="Upgrade slots">
        {Object.entries(slots).map(([subtype, n]) => (
          <span key={subtype} className="slot">
            <GameIcon name="upgrade" label="upgrade slot" /> {subtype} ×{n}
          </span>
        ))}
      </div>
      <ul className="capabilities" aria-label="Capabilities">
        {[...new Set(card.capabilities)].map((c) => {
          const label = CAPABILITY_LABELS[c as Capability] ?? c;
          const count = card.capabilities.filter((x) => x === c).length;
          return (
            <li key={c}>
              <TokenBadge kind="capability" id={c} label={`${label} capability`} /> {label}
              {count > 1 ? ` ×${count}` : ""}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function CrewBand({ card }: { card: Card }) {
  return (
    <div className="card-band">
      <ul className="skills" aria-label="Skills">
        {card.skills.map((s) => {
          const expert = card.expertSkills.includes(s);
          const label = SKILL_LABELS[s as Skill] ?? s;
          return (
            <li key={s} className={expert ? "skill expert" : "skill trained"}>
              <TokenBadge kind="skill" id={s} label={`${label} skill`} /> {label}{" "}
              <span className="skill-level">{expert ? "Expert" : "Trained"}</span>
            </li>
          );
        })}
      </ul>
      <div className="stats">
        <Stat icon="wound" label="wounds" value={card.wounds} />
      </div>
    </div>
  );
}

function TextBox({ text, flavor, glossary }: { text: string; flavor: string | null; glossary?: CardGlossary }) {
  if (!text && !flavor) return null;
  return (
    <div className="card-text-box">
      {text ? (
        <p>
          <CardText text={text} glossary={glossary} />
        </p>
      ) : null}
      {flavor ? <p className="flavor">{flavor}</p> : null}
    </div>
  );
}

/**
 * `glossary` links the card's terms to the rules reference, each at its first
 * use on the card. `level` is the card name's heading level where the face sits
 * (2 on a card's page; deeper in the rules' card anatomy); its parts are one below.
 */
export function CardFace({ card, glossary, level = 2 }: { card: Card; glossary?: CardGlossary; level?: HeadingLevel }) {
  const partLevel = Math.min(level + 1, 6) as HeadingLevel;
  const typeLabel = CARD_TYPE_LABELS[card.type];
  const species = card.traits;
  if (card.type === "ADVENTURE") {
    const contract = card.contract as ContractFace;
    const complication = card.complication as ComplicationFace;
    return (
      <div className="card-faces">
        <article className="card-face type-adventure" aria-label={`${card.name}: contract face`}>
          <header className="card-head">
            <CardHeading level={level} className="card-name">
              {card.name}
            </CardHeading>
            <span className="card-cost" title="victory points">
              {contract.vp}
              <GameIcon name="vp" label="victory points" />
            </span>
          </header>
          <p className="card-typeline">
            <GameIcon name="contract" label="contract" /> Contract
            {card.subtypes.length ? ` — ${card.subtypes.join(", ")}` : ""}
          </p>
          <div className="card-band stats">
            <Stat icon="distance" label="distance" value={contract.distance} />
            <Stat icon="complication" label="complication slots" value={contract.complicationSlots} />
            <span className="stat" title="abandonment penalty">
              Abandon: {contract.abandonment}
              <GameIcon name="credit" label="credits" />
            </span>
          </div>
          <div className="card-text-box">
            <CardSubheading level={partLevel}>Requirements</CardSubheading>
            <RequirementList requirements={contract.requirements} label="Contract requirements" />
            <SubplotList subplots={contract.subplots} glossary={glossary} level={partLevel} />
            {contract.text ? (
              <p>
                <CardText text={contract.text} glossary={glossary} />
              </p>
            ) : null}
            {card.text ? (
              <p>
                <CardText text={card.text} glossary={glossary} />
              </p>
            ) : null}
            {card.flavor ? <p className="flavor">{card.flavor}</p> : null}
          </div>
        </article>
        <article className="card-face type-complication" aria-label={`${card.name}: complication face`}>
          <header className="card-head">
            <CardHeading level={level} className="card-name">
              {card.name}
            </CardHeading>
          </header>
          <p className="card-typeline">
            <GameIcon name="complication" label="complication" /> Complication
          </p>
          <div className="card-text-box">
            <ComplicationBody face={complication} glossary={glossary} level={partLevel} />
          </div>
        </article>
      </div>
    );
  }

  const heroic = card.heroic as HeroicRecord | null;
  return (
    <article className={`card-face type-${card.type.toLowerCase()}`} aria-label={`${card.name}: card face`}>
      <header className="card-head">
        <CardHeading level={level} className="card-name">
          {card.isUnique ? (
            <span className="unique-mark" title="Unique">
              ◆{" "}
            </span>
          ) : null}
          {card.name}
        </CardHeading>
        {card.cost !== null ? (
          <span className="card-cost" title="cost">
            {card.cost}
            <GameIcon name="credit" label="credits" />
          </span>
        ) : null}
      </header>
      <p className="card-typeline">
        <GameIcon name={card.type.toLowerCase() as "ship"} label={typeLabel.toLowerCase()} /> {typeLabel}
        {card.subtypes.length ? ` — ${card.subtypes.join(", ")}` : ""}
        {species.length ? <span className="traits"> · {species.join(", ")}</span> : null}
      </p>
      {card.type === "SHIP" ? <ShipBand card={card} /> : null}
      {card.type === "CREW" ? <CrewBand card={card} /> : null}
      {card.type === "UPGRADE" ? (
        <div className="card-band stats">
          <Stat icon="structure" label="structure" value={card.structure} />
        </div>
      ) : null}
      {card.type === "ACTION" && (card.phase || card.isReaction) ? (
        <p className="card-band phase">
          {card.isReaction ? <GameIcon name="reaction" label="Reaction" /> : null}
          {card.phase ? `${PHASE_LABELS[card.phase as Phase]}` : "Any phase"}
        </p>
      ) : null}
      {card.keywords.length ? (
        <p className="keywords">
          <CardText text={`${card.keywords.join(". ")}.`} glossary={glossary} />
        </p>
      ) : null}
      {heroic ? (
        <div className="card-text-box heroic">
          <p>
            <GameIcon name="heroic" label="Heroic" /> <strong>{SKILL_LABELS[heroic.skill]}</strong>
          </p>
          <p>
            <span className="heroic-level">Trained:</span> <CardText text={heroic.trained} glossary={glossary} />
          </p>
          <p>
            <span className="heroic-level">Expert:</span> <CardText text={heroic.expert} glossary={glossary} />
          </p>
        </div>
      ) : null}
      <TextBox text={card.text} flavor={card.flavor} glossary={glossary} />
      <footer className="card-foot">
        {card.creditValue !== null ? (
          <span className="credit-value" title="credit value">
            {card.creditValue}
            <GameIcon name="credit" label="credit value" />
          </span>
        ) : (
          <span />
        )}
        {card.type === "SHIP" && card.handSize !== null ? <span>Hand size {card.handSize}</span> : null}
        <span className="collector">
          {card.setCode} {card.number}
        </span>
      </footer>
    </article>
  );
}
