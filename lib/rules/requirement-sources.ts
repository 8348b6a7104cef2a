// Which cards can meet an adventure card's skill or capability requirement. The
// one answer shared by the soft-unmet-requirements warning and the deck
// insight's requirement coverage, so the two can never disagree.
//
// An approximation, by design: a card is a source of a token when a crew has
// the skill (an expert crew for an expert requirement), a ship has the
// capability, or its rules text grants the token (RulesCard.produces). How
// many tokens, and when, is not weighed.
import { CAPABILITIES, CAPABILITY_LABELS, SKILLS, SKILL_LABELS } from "../cards/vocabulary";
import type { RulesCard, Token, TokenRequirement } from "./types";

/** The 24 tokens in a fixed order: a token's index is its bit in a token set. */
export const TOKENS: readonly { token: Token; label: string }[] = [
  ...SKILLS.map((s) => ({ token: `skill:${s}` as const, label: SKILL_LABELS[s] })),
  ...CAPABILITIES.map((c) => ({ token: `cap:${c}` as const, label: CAPABILITY_LABELS[c] })),
];
const TOKEN_BIT = new Map<Token, number>(TOKENS.map(({ token }, i) => [token, i]));

export function tokenBit(token: Token): number {
  return TOKEN_BIT.get(token)!;
}

export function tokenLabel(token: Token): string {
  return TOKENS[tokenBit(token)]!.label;
}

function mask(tokens: readonly Token[]): number {
  let bits = 0;
  for (const token of tokens) bits |= 1 << tokenBit(token);
  return bits;
}

/** A card's tokens as bits, and its token requirements with each token's bit. */
export interface CardTokenBits {
  produces: number;
  producesExpert: number;
  requirements: readonly (TokenRequirement & { bit: number })[];
}

// Worked out once per card object (cards are not changed once built), so a
// deck costs one lookup per card and then only integer operations.
const cardBits = new WeakMap<RulesCard, CardTokenBits>();

export function tokenBitsOf(card: RulesCard): CardTokenBits {
  let bits = cardBits.get(card);
  if (!bits) {
    bits = {
      produces: mask(card.produces),
      producesExpert: mask(card.producesExpert),
      requirements: card.requirements.map((r) => ({ ...r, bit: tokenBit(r.token) })),
    };
    cardBits.set(card, bits);
  }
  return bits;
}

/** The tokens a deck's cards produce, as bits: any level, and expert level. */
export interface TokenSupply {
  produced: number;
  experts: number;
}

export const emptySupply = (): TokenSupply => ({ produced: 0, experts: 0 });

/** Adds what a card produces to a deck's supply. */
export function supplyCard(supply: TokenSupply, card: RulesCard): void {
  const bits = tokenBitsOf(card);
  supply.produced |= bits.produces;
  supply.experts |= bits.producesExpert;
}

export function supplyOf(cards: Iterable<RulesCard>): TokenSupply {
  const supply = emptySupply();
  for (const card of cards) supplyCard(supply, card);
  return supply;
}

/** Whether a deck with this supply can meet a requirement for the token at bit `bit`. */
export function canMeet(supply: TokenSupply, bit: number, expert: boolean): boolean {
  return ((expert ? supply.experts : supply.produced) & (1 << bit)) !== 0;
}

/** Whether a card is a source of a token requirement: the same test `canMeet` makes over a whole deck. */
export function isSourceOf(card: RulesCard, requirement: Pick<TokenRequirement, "token" | "expert">): boolean {
  const bits = tokenBitsOf(card);
  return ((requirement.expert ? bits.producesExpert : bits.produces) & (1 << tokenBit(requirement.token))) !== 0;
}
