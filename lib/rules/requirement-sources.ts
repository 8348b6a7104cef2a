// Which cards can meet an adventure card's skill or capability requirement. The
// one answer shared by the soft-unmet-requirements warning and the deck
// insight's requirement coverage, so the two can never disagree.
//
// An approximation, by design: a card is a source of a token when a crew has
// the skill (an expert crew for an expert requirement), a ship has the
// capability, or its rules text grants the token (RulesCard.produces). How
// many tokens, and when, is not weighed.
import { CAPABILITIES, CAPABILITY_LABELS, SKILLS, SKILL_LABELS } from "../cards/vocabulary";
import type { RulesCard, Token } from "./types";

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

/** The tokens a card, or a whole deck, produces, as bits: at any level, and at expert level. */
export interface TokenSupply {
  produced: number;
  experts: number;
}

/** The faces of an adventure card as bits, so a card asking on both faces can be named once. */
const FACE_BITS = { contract: 1, complication: 2 } as const;

/** A card's own supply, and its token requirements as bits: the token's, and the face's. */
export interface CardTokenBits {
  supply: TokenSupply;
  requirements: readonly { bit: number; expert: boolean; face: number }[];
}

// Worked out once per card object (cards are not changed once built), so a
// deck costs one lookup per card and then only integer operations.
const cardBits = new WeakMap<RulesCard, CardTokenBits>();

export function tokenBitsOf(card: RulesCard): CardTokenBits {
  let bits = cardBits.get(card);
  if (!bits) {
    bits = {
      supply: { produced: mask(card.produces), experts: mask(card.producesExpert) },
      requirements: card.requirements.map((r) => ({
        bit: tokenBit(r.token),
        expert: r.expert,
        face: FACE_BITS[r.face],
      })),
    };
    cardBits.set(card, bits);
  }
  return bits;
}

export const emptySupply = (): TokenSupply => ({ produced: 0, experts: 0 });

/** Adds what a card produces to a deck's supply. */
export function supplyCard(supply: TokenSupply, card: RulesCard): void {
  const own = tokenBitsOf(card).supply;
  supply.produced |= own.produced;
  supply.experts |= own.experts;
}

export function supplyOf(cards: Iterable<RulesCard>): TokenSupply {
  const supply = emptySupply();
  for (const card of cards) supplyCard(supply, card);
  return supply;
}

/**
 * Whether a supply meets a requirement for the token at bit `bit`. Asked of a
 * deck's supply it says whether the deck can meet the requirement; asked of a
 * card's own supply, whether the card is one of its sources. A deck's supply is
 * its cards' together, so a deck can meet a requirement exactly when one of its cards is a source.
 */
export function canMeet(supply: TokenSupply, bit: number, expert: boolean): boolean {
  return ((expert ? supply.experts : supply.produced) & (1 << bit)) !== 0;
}
