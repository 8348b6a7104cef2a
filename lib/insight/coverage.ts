// Requirement coverage: for every requirement on the deck's adventure cards
// (both faces), the cards in the deck that can meet it, how many copies, and
// the exact odds of holding one by the opening hand and each draw after it.
// Token sources come from lib/rules/requirement-sources.ts, the code behind the
// soft-unmet-requirements warning, so a requirement flagged unmet here is
// exactly one the warning names.
import { CARD_TYPE_LABELS, type CardType } from "../cards/vocabulary";
import { canMeet, supplyOf, tokenBit, tokenBitsOf, tokenLabel, type TokenSupply } from "../rules/requirement-sources";
import type { AdventureFace, Deck, OtherRequirement, RulesCard, Token } from "../rules/types";
import { cardsSeen, deckParts, type DeckParts, type Stack } from "./deck-parts";
import { atLeast, atLeastWorthByDraws, type ValueClass } from "./hypergeometric";

type RequirementKind = "skill" | "capability" | "expense" | "jettison" | "control";

/** One adventure card asking for the requirement on one face. */
export interface Demand {
  card: RulesCard;
  copies: number;
  face: AdventureFace;
  /** Tokens, credits or cards it asks for. */
  count: number;
}

interface Source {
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
const GLOSSARY: Record<RequirementKind, string> = {
  skill: "Skills",
  capability: "Capabilities",
  expense: "Expense",
  jettison: "Jettison",
  control: "Control",
};

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

function draftFor(
  drafts: Map<string, Draft>,
  key: string,
  kind: RequirementKind,
  order: number,
  token: Token | null,
  expert: boolean,
  other: OtherRequirement | null,
): Draft {
  let draft = drafts.get(key);
  if (!draft) {
    draft = { key, kind, order, token, expert, other, demands: [] };
    drafts.set(key, draft);
  }
  return draft;
}

/** Every requirement the adventure deck asks for, with the cards asking. */
function draftsOf(adventure: readonly Stack[]): Draft[] {
  const drafts = new Map<string, Draft>();
  for (const { card, copies } of adventure) {
    for (const r of card.requirements) {
      const kind = r.token.startsWith("skill:") ? "skill" : "capability";
      const draft = draftFor(
        drafts,
        r.expert ? `${r.token}=expert` : r.token,
        kind,
        tokenBit(r.token) * 2 + (r.expert ? 1 : 0),
        r.token,
        r.expert,
        null,
      );
      draft.demands.push({ card, copies, face: r.face, count: r.count });
    }
    for (const r of card.otherRequirements) {
      const draft = draftFor(drafts, otherKey(r), r.kind, r.kind === "expense" ? r.credits : 0, null, false, r);
      draft.demands.push({ card, copies, face: r.face, count: r.kind === "expense" ? r.credits : r.count });
    }
  }
  return [...drafts.values()].sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
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

/** A card that might be a source: the ship (in play) or a captain's card, with the tokens it produces. */
interface Candidate extends Source {
  supply: TokenSupply;
}

function candidatesOf(parts: DeckParts): Candidate[] {
  const candidate =
    (inPlay: boolean) =>
    ({ card, copies }: Stack): Candidate => ({ card, copies, inPlay, supply: tokenBitsOf(card).supply });
  return [...parts.ships.map(candidate(true)), ...parts.captain.map(candidate(false))];
}

function sourcesAmong(candidates: readonly Candidate[], isSource: (candidate: Candidate) => boolean): Sourced {
  const result: Sourced = { sources: [], inPlay: 0, drawn: 0 };
  for (const c of candidates) {
    if (!isSource(c)) continue;
    result.sources.push({ card: c.card, copies: c.copies, inPlay: c.inPlay });
    if (c.inPlay) result.inPlay += c.copies;
    else result.drawn += c.copies;
  }
  return result;
}

/** Odds of holding at least `needed` of `drawn` source copies by each column. */
function holdOdds(parts: DeckParts, seen: readonly number[], drawn: number, needed: number): number[] {
  return seen.map((n) => atLeast({ population: parts.captainSize, successes: drawn, draws: n, k: needed }));
}

interface Context {
  parts: DeckParts;
  candidates: Candidate[];
  /** The whole deck's tokens. */
  supply: TokenSupply;
  seen: number[];
}

function row(draft: Draft, label: string, met: boolean, sourced: Sourced, oddsOf: string, odds: number[]): CoverageRow {
  return {
    key: draft.key,
    kind: draft.kind,
    label,
    token: draft.token,
    expert: draft.expert,
    checked: draft.token !== null,
    met,
    demands: draft.demands,
    sources: sourced.sources,
    sourceCopies: sourced.drawn,
    oddsOf,
    odds,
    glossary: GLOSSARY[draft.kind],
  };
}

function tokenRow(draft: Draft, { parts, candidates, supply, seen }: Context): CoverageRow {
  const token = draft.token!;
  const bit = tokenBit(token);
  const { expert } = draft;
  // A deck can meet the requirement exactly when one of its cards can: the same test on each card's own supply.
  const sourced = sourcesAmong(candidates, (c) => canMeet(c.supply, bit, expert));
  const odds = sourced.inPlay > 0 ? seen.map(() => 1) : holdOdds(parts, seen, sourced.drawn, 1);
  // The warning's own test, over the same cards.
  return row(
    draft,
    expert ? `${tokenLabel(token)} (expert)` : tokenLabel(token),
    canMeet(supply, bit, expert),
    sourced,
    "at least one source",
    odds,
  );
}

function expenseRow(
  draft: Draft,
  r: Extract<OtherRequirement, { kind: "expense" }>,
  { parts, candidates, seen }: Context,
): CoverageRow {
  // Credits come from expending captain's cards, each worth its credit value.
  const sourced = sourcesAmong(candidates, (c) => !c.inPlay && (c.card.creditValue ?? 0) > 0);
  const counts = new Map<number, number>();
  for (const { card, copies } of parts.captain)
    counts.set(card.creditValue ?? 0, (counts.get(card.creditValue ?? 0) ?? 0) + copies);
  const classes: ValueClass[] = [...counts].map(([value, count]) => ({ value, count }));
  const total = classes.reduce((sum, c) => sum + c.value * c.count, 0);
  const odds = atLeastWorthByDraws({ classes, draws: seen, target: r.credits });
  return row(
    draft,
    otherLabel(r),
    total >= r.credits,
    sourced,
    `at least ${plural(r.credits, "credit")} in hand`,
    odds,
  );
}

function cardsRow(
  draft: Draft,
  r: Extract<OtherRequirement, { kind: "jettison" | "control" }>,
  { parts, candidates, seen }: Context,
): CoverageRow {
  const sourced = sourcesAmong(
    candidates,
    r.kind === "jettison" ? (c) => c.card.type === r.cardType : (c) => controls(c.card, r),
  );
  // Only cards in play can be jettisoned or controlled; a matching ship already is.
  const needed = Math.max(0, r.count - sourced.inPlay);
  return row(
    draft,
    otherLabel(r),
    sourced.drawn >= needed,
    sourced,
    `at least ${plural(r.count, "matching card")}`,
    holdOdds(parts, seen, sourced.drawn, needed),
  );
}

function rowOf(draft: Draft, context: Context): CoverageRow {
  const r = draft.other;
  if (r === null) return tokenRow(draft, context);
  return r.kind === "expense" ? expenseRow(draft, r, context) : cardsRow(draft, r, context);
}

/** Coverage of every requirement of the deck's adventure cards; `draws` odds columns after the opening hand (5 by default). */
export function requirementCoverage({ deck, draws = 5 }: { deck: Deck; draws?: number }): Coverage {
  const parts = deckParts(deck);
  const context: Context = {
    parts,
    candidates: candidatesOf(parts),
    // Over every card, as the warning's: adventure cards produce nothing, so the sources are among the candidates.
    supply: supplyOf([...parts.ships, ...parts.captain, ...parts.adventure].map((s) => s.card)),
    seen: cardsSeen(parts, draws),
  };
  return {
    handSize: parts.handSize,
    captainSize: parts.captainSize,
    cardsSeen: context.seen,
    rows: draftsOf(parts.adventure).map((draft) => rowOf(draft, context)),
  };
}
