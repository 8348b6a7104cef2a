// Requirement coverage: for every requirement on the deck's adventure cards
// (both faces), the cards in the deck that can meet it, how many copies, and
// the exact odds of holding one by the opening hand and each draw after it.
// Token sources come from lib/rules/requirement-sources.ts, the code behind the
// soft-unmet-requirements warning, so a requirement flagged unmet here is
// exactly one the warning names.
import { CARD_TYPE_LABELS, type CardType } from "../cards/vocabulary";
import { canMeet, isSourceOf, supplyOf, tokenBit, tokenLabel } from "../rules/requirement-sources";
import type { AdventureFace, Deck, OtherRequirement, RulesCard, Token } from "../rules/types";
import { cardsSeen, deckParts, type DeckParts, type Stack } from "./deck-parts";
import { atLeast, atLeastWorth, type ValueClass } from "./hypergeometric";

export type RequirementKind = "skill" | "capability" | "expense" | "jettison" | "control";

/** One adventure card asking for the requirement on one face. */
export interface Demand {
  card: RulesCard;
  copies: number;
  face: AdventureFace;
  /** Tokens, credits or cards it asks for. */
  count: number;
}

export interface Source {
  card: RulesCard;
  copies: number;
  /** The ship: in play from the start, never drawn. */
  inPlay: boolean;
}

export interface CoverageRow {
  /** Stable across renders: "skill:pilot", "skill:pilot=expert", "expense:2", "jettison:GEAR:1"… */
  key: string;
  kind: RequirementKind;
  label: string;
  token: Token | null;
  expert: boolean;
  /** Whether the legality check weighs it (the soft-unmet-requirements warning covers tokens only). */
  checked: boolean;
  /** Whether anything in the deck can meet it. */
  met: boolean;
  demands: Demand[];
  sources: Source[];
  /** Copies of the sources in the captain's deck. */
  sourceCopies: number;
  /** What `odds` is the probability of: "at least one source", "at least 2 credits"… */
  oddsOf: string;
  /** The probability by the opening hand, then after each draw (one per `Coverage.cardsSeen`). */
  odds: number[];
  /** Anchor of the glossary entry that explains the requirement (`/rules#<glossary>`). */
  glossary: string;
}

export interface Coverage {
  handSize: number;
  captainSize: number;
  /** Cards seen by each odds column: the opening hand, then one more per draw. */
  cardsSeen: number[];
  rows: CoverageRow[];
}

const KIND_ORDER: Record<RequirementKind, number> = { skill: 0, capability: 1, expense: 2, jettison: 3, control: 4 };
const GLOSSARY: Record<RequirementKind, string> = { skill: "Skills", capability: "Capabilities", expense: "Expense", jettison: "Jettison", control: "Control" };

interface Draft {
  key: string;
  kind: RequirementKind;
  order: number;
  token: Token | null;
  expert: boolean;
  other: OtherRequirement | null;
  demands: Demand[];
}

const lower = (type: CardType) => CARD_TYPE_LABELS[type].toLowerCase();
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function otherKey(r: OtherRequirement): string {
  switch (r.kind) {
    case "expense":
      return `expense:${r.credits}`;
    case "jettison":
      return `jettison:${r.cardType}:${r.count}`;
    case "control":
      return `control:${r.cardType ?? ""}:${(r.trait ?? "").toLowerCase()}:${(r.subtype ?? "").toLowerCase()}:${r.count}`;
  }
}

function otherLabel(r: OtherRequirement): string {
  switch (r.kind) {
    case "expense":
      return `Expense: ${plural(r.credits, "credit")}`;
    case "jettison":
      return `Jettison ${r.count} ${lower(r.cardType)}`;
    case "control":
      return `Control ${r.count} ${[r.trait, r.subtype, r.cardType ? lower(r.cardType) : "card"].filter(Boolean).join(" ")}`;
  }
}

/** Every requirement the adventure deck asks for, with the cards asking. */
function draftsOf(adventure: readonly Stack[]): Draft[] {
  const drafts = new Map<string, Draft>();
  const add = (key: string, make: () => Omit<Draft, "demands">, demand: Demand) => {
    let draft = drafts.get(key);
    if (!draft) drafts.set(key, (draft = { ...make(), demands: [] }));
    draft.demands.push(demand);
  };
  for (const { card, copies } of adventure) {
    for (const r of card.requirements) {
      const key = r.expert ? `${r.token}=expert` : r.token;
      const kind = r.token.startsWith("skill:") ? "skill" : "capability";
      add(key, () => ({ key, kind, order: tokenBit(r.token) * 2 + (r.expert ? 1 : 0), token: r.token, expert: r.expert, other: null }), {
        card,
        copies,
        face: r.face,
        count: r.count,
      });
    }
    for (const r of card.otherRequirements) {
      const key = otherKey(r);
      add(key, () => ({ key, kind: r.kind, order: r.kind === "expense" ? r.credits : 0, token: null, expert: false, other: r }), {
        card,
        copies,
        face: r.face,
        count: r.kind === "expense" ? r.credits : r.count,
      });
    }
  }
  return [...drafts.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Trait matching as card search reads `tr:`: any case, and Non-Human for a crew that is not Human. */
function hasTrait(card: RulesCard, trait: string): boolean {
  const wanted = trait.toLowerCase();
  if (card.traits.some((t) => t.toLowerCase() === wanted)) return true;
  return wanted === "non-human" && card.type === "CREW" && !card.traits.some((t) => t.toLowerCase() === "human");
}

function controls(card: RulesCard, r: Extract<OtherRequirement, { kind: "control" }>): boolean {
  return (
    (r.cardType === null || card.type === r.cardType) &&
    (r.trait === null || hasTrait(card, r.trait)) &&
    (r.subtype === null || card.subtypes.some((s) => s.toLowerCase() === r.subtype!.toLowerCase()))
  );
}

interface Sourced {
  sources: Source[];
  /** Copies in play from the start (the ship). */
  inPlay: number;
  /** Copies in the captain's deck. */
  drawn: number;
}

function sourcesAmong(parts: DeckParts, isSource: (card: RulesCard) => boolean): Sourced {
  const result: Sourced = { sources: [], inPlay: 0, drawn: 0 };
  for (const stack of parts.ships) {
    if (!isSource(stack.card)) continue;
    result.sources.push({ card: stack.card, copies: stack.copies, inPlay: true });
    result.inPlay += stack.copies;
  }
  for (const stack of parts.captain) {
    if (!isSource(stack.card)) continue;
    result.sources.push({ card: stack.card, copies: stack.copies, inPlay: false });
    result.drawn += stack.copies;
  }
  return result;
}

/** Odds of holding at least `needed` of `drawn` source copies by each column. */
function holdOdds(parts: DeckParts, seen: readonly number[], drawn: number, needed: number): number[] {
  return seen.map((n) => atLeast({ population: parts.captainSize, successes: drawn, draws: n, k: needed }));
}

function rowOf(draft: Draft, parts: DeckParts, seen: readonly number[], supply: ReturnType<typeof supplyOf>): CoverageRow {
  const base = { key: draft.key, kind: draft.kind, token: draft.token, expert: draft.expert, demands: draft.demands, glossary: GLOSSARY[draft.kind] };
  const r = draft.other;
  if (r === null) {
    const token = draft.token!;
    const requirement = { token, expert: draft.expert };
    const { sources, inPlay, drawn } = sourcesAmong(parts, (card) => isSourceOf(card, requirement));
    return {
      ...base,
      label: draft.expert ? `${tokenLabel(token)} (expert)` : tokenLabel(token),
      checked: true,
      // The warning's own test, over the same cards.
      met: canMeet(supply, tokenBit(token), draft.expert),
      sources,
      sourceCopies: drawn,
      oddsOf: "at least one source",
      odds: inPlay > 0 ? seen.map(() => 1) : holdOdds(parts, seen, drawn, 1),
    };
  }
  if (r.kind === "expense") {
    // Credits come from expending captain's cards, each worth its credit value.
    const { sources, drawn } = sourcesAmong(parts, (card) => (card.creditValue ?? 0) > 0);
    const classes = new Map<number, number>();
    for (const { card, copies } of parts.captain) classes.set(card.creditValue ?? 0, (classes.get(card.creditValue ?? 0) ?? 0) + copies);
    const valueClasses: ValueClass[] = [...classes].map(([value, count]) => ({ value, count }));
    const total = valueClasses.reduce((sum, c) => sum + c.value * c.count, 0);
    return {
      ...base,
      label: otherLabel(r),
      checked: false,
      met: total >= r.credits,
      sources,
      sourceCopies: drawn,
      oddsOf: `at least ${plural(r.credits, "credit")} in hand`,
      odds: seen.map((n) => atLeastWorth({ classes: valueClasses, draws: n, target: r.credits })),
    };
  }
  const isSource = r.kind === "jettison" ? (card: RulesCard) => card.type === r.cardType : (card: RulesCard) => controls(card, r);
  const { sources, inPlay, drawn } = sourcesAmong(parts, isSource);
  // Only cards in play can be jettisoned or controlled; a matching ship already is.
  const needed = Math.max(0, r.count - (r.kind === "control" ? inPlay : 0));
  return {
    ...base,
    label: otherLabel(r),
    checked: false,
    met: drawn >= needed,
    sources,
    sourceCopies: drawn,
    oddsOf: `at least ${plural(r.count, "matching card")}`,
    odds: holdOdds(parts, seen, drawn, needed),
  };
}

/** Coverage of every requirement of the deck's adventure cards; `draws` odds columns after the opening hand (5 by default). */
export function requirementCoverage({ deck, draws = 5 }: { deck: Deck; draws?: number }): Coverage {
  const parts = deckParts(deck);
  const supply = supplyOf([...parts.ships, ...parts.captain, ...parts.adventure].map((s) => s.card));
  const seen = cardsSeen(parts, draws);
  return {
    handSize: parts.handSize,
    captainSize: parts.captainSize,
    cardsSeen: seen,
    rows: draftsOf(parts.adventure).map((draft) => rowOf(draft, parts, seen, supply)),
  };
}
