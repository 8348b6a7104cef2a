// Every stat of a card, as a definition list beside the rendered face.
import type { Card } from "@/lib/generated/prisma/client";
import {
  CARD_TYPE_LABELS,
  PHASE_LABELS,
  SKILL_LABELS,
  type Capability,
  type Phase,
  type Skill,
} from "@/lib/cards/vocabulary";
import { ALL_CARDS, catalogueHref, searchHref } from "@/lib/search/catalogue-query";
import type { QueryNode } from "@/lib/search/query/ast";

// Plain links: the card page draws its face and details as static HTML (StaticHtml).

/** Values each linked to the search for every card that has it, with a note after the link where given. */
function searches(values: readonly { condition: QueryNode; label: string; note?: string }[]) {
  return values.map(({ condition, label, note }, i) => (
    <span key={label}>
      {i ? ", " : ""}
      <a href={searchHref(condition)}>{label}</a>
      {note ? ` (${note})` : ""}
    </span>
  ));
}

/** A number or a word or two ("3 credits", "Yes"). */
const isFigure = (value: React.ReactNode) =>
  typeof value === "number" || (typeof value === "string" && value.length <= 10);

/** Figures beside figures share a row; a list, or a figure with none beside it, takes a row of its own. */
function sharesRow(rows: readonly [string, React.ReactNode][], i: number): boolean {
  const figure = (at: number) => at >= 0 && at < rows.length && isFigure(rows[at]![1]);
  return figure(i) && (figure(i - 1) || figure(i + 1));
}

export function CardStats({ card, setName }: { card: Card; setName: string }) {
  const rows: [string, React.ReactNode][] = [
    [
      "Type",
      <a key="t" href={catalogueHref(ALL_CARDS, { type: card.type })}>
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
          <a href={catalogueHref(ALL_CARDS, { type: card.type, subtype: s })}>{s}</a>
        </span>
      )),
    ]);
  if (card.traits.length)
    rows.push([
      "Traits",
      searches(card.traits.map((value) => ({ condition: { kind: "trait", value }, label: value }))),
    ]);
  if (card.keywords.length)
    rows.push([
      "Keywords",
      searches(card.keywords.map((value) => ({ condition: { kind: "keyword", value }, label: value }))),
    ]);
  const credits = (n: number | null) => `${n} credit${n === 1 ? "" : "s"}`;
  if (card.cost !== null) rows.push(["Cost", credits(card.cost)]);
  if (card.creditValue !== null) rows.push(["Credit value", `${card.creditValue}`]);
  if (card.type === "SHIP") {
    rows.push(["Jump", card.jump], ["Attack", card.attack], ["Defense", card.defense], ["Initiative", card.initiative]);
    rows.push(["Crew slots", card.crewSlots], ["Hand size", card.handSize]);
    const slots = Object.entries((card.upgradeSlots ?? {}) as Record<string, number>);
    rows.push(["Upgrade slots", slots.map(([s, n]) => `${s} ×${n}`).join(", ")]);
    // A capability the ship has twice is listed once with its count, as its face shows it ("cargo ×2").
    const capabilities = new Map<string, number>();
    for (const value of card.capabilities) capabilities.set(value, (capabilities.get(value) ?? 0) + 1);
    rows.push([
      "Capabilities",
      searches(
        [...capabilities].map(([value, times]) => ({
          condition: { kind: "capability", value: value as Capability },
          label: times > 1 ? `${value} ×${times}` : value,
        })),
      ),
    ]);
  }
  if (card.type === "CREW") {
    rows.push([
      "Skills",
      searches(
        card.skills.map((s) => ({
          condition: { kind: "skill", skill: s as Skill, level: null },
          label: SKILL_LABELS[s as Skill] ?? s,
          note: card.expertSkills.includes(s) ? "expert" : "trained",
        })),
      ),
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
      {rows.map(([label, value], i) => (
        <div key={label} className={sharesRow(rows, i) ? "card-stat-figure" : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
