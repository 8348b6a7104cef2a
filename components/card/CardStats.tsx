// Every stat of a card, as a definition list beside the rendered face.
import type { Card } from "@/lib/generated/prisma/client";
import { CARD_TYPE_LABELS, PHASE_LABELS, SKILL_LABELS, type Phase, type Skill } from "@/lib/cards/vocabulary";
import { catalogueHref, parseCatalogueQuery } from "@/lib/search/catalogue-query";

const blank = parseCatalogueQuery({}).query;

// Plain links: the card page draws its face and details as static HTML (StaticHtml).

export function CardStats({ card, setName }: { card: Card; setName: string }) {
  const rows: [string, React.ReactNode][] = [
    [
      "Type",
      <a key="t" href={catalogueHref(blank, { type: card.type })}>
        {CARD_TYPE_LABELS[card.type]}
      </a>,
    ],
  ];
  if (card.subtypes.length)
    rows.push([
      "Subtypes",
      card.subtypes.map((s, i) => (
        <span key={s}>
          {i ? ", " : ""}
          <a href={catalogueHref(blank, { type: card.type, subtype: s })}>{s}</a>
        </span>
      )),
    ]);
  if (card.traits.length) rows.push(["Traits", card.traits.join(", ")]);
  if (card.keywords.length) rows.push(["Keywords", card.keywords.join(", ")]);
  const credits = (n: number | null) => `${n} credit${n === 1 ? "" : "s"}`;
  if (card.cost !== null) rows.push(["Cost", credits(card.cost)]);
  if (card.creditValue !== null) rows.push(["Credit value", `${card.creditValue}`]);
  if (card.type === "SHIP") {
    rows.push(["Jump", card.jump], ["Attack", card.attack], ["Defense", card.defense], ["Initiative", card.initiative]);
    rows.push(["Crew slots", card.crewSlots], ["Hand size", card.handSize]);
    const slots = Object.entries((card.upgradeSlots ?? {}) as Record<string, number>);
    rows.push(["Upgrade slots", slots.map(([s, n]) => `${s} ×${n}`).join(", ")]);
    rows.push(["Capabilities", card.capabilities.join(", ")]);
  }
  if (card.type === "CREW") {
    rows.push([
      "Skills",
      card.skills
        .map((s) => `${SKILL_LABELS[s as Skill] ?? s} (${card.expertSkills.includes(s) ? "expert" : "trained"})`)
        .join(", "),
    ]);
    rows.push(["Wounds", card.wounds]);
    rows.push(["Unique", "Yes: at most one crew of this name in a deck"]);
  }
  if (card.type === "UPGRADE") rows.push(["Structure", card.structure]);
  if (card.type === "ACTION") {
    rows.push(["Phase", card.phase ? PHASE_LABELS[card.phase as Phase] : "Any phase"]);
    rows.push(["Reaction", card.isReaction ? "Yes" : "No"]);
  }
  if (card.type === "ADVENTURE") {
    rows.push(["Victory points", card.vp], ["Distance", card.distance], ["Complication slots", card.complicationSlots]);
    rows.push(["Abandonment penalty", credits(card.abandonment)]);
  }
  rows.push([
    "Set",
    <a key="s" href={`/sets/${card.setCode}`}>
      {setName} ({card.setCode} {card.number})
    </a>,
  ]);
  return (
    <dl className="card-stats">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
