// Adventure requirements for a skill or capability token that nothing in the
// deck can produce. An approximation, by design: a token counts as producible
// when a crew has the skill (an expert one for an expert requirement), a ship
// in the deck has the capability, or the rules text of a card in the deck
// grants it (RulesCard.produces). How many tokens, and when, is not weighed.
import { CAPABILITIES, CAPABILITY_LABELS, SKILLS, SKILL_LABELS } from "../../cards/vocabulary";
import type { RulesCard, Token } from "../types";
import { listOf } from "../wording";
import { report, type CheckContext } from "./context";

// The 24 tokens as bits of one number: the deck's tokens are a bitwise or, a
// requirement is one bit test.
const TOKENS: { token: Token; label: string }[] = [
  ...SKILLS.map((s) => ({ token: `skill:${s}` as const, label: SKILL_LABELS[s] })),
  ...CAPABILITIES.map((c) => ({ token: `cap:${c}` as const, label: CAPABILITY_LABELS[c] })),
];
const TOKEN_BIT = new Map<Token, number>(TOKENS.map(({ token }, i) => [token, i]));

function mask(tokens: readonly Token[]): number {
  let bits = 0;
  for (const token of tokens) bits |= 1 << TOKEN_BIT.get(token)!;
  return bits;
}

// The faces that need a token, as bits, so a card asking on both faces is named once.
const FACE_BITS = { contract: 1, complication: 2 } as const;
const FACE_NAMES = ["", "contract", "complication", "complication and contract"];

/** A card's tokens and requirements as bits. */
interface CardBits {
  produces: number;
  producesExpert: number;
  requirements: { bit: number; expert: boolean; face: number }[];
}

// Worked out once per card object (cards are not changed once built), so a
// check costs one lookup per card and then only integer operations.
const cardBits = new WeakMap<RulesCard, CardBits>();

function bitsOf(card: RulesCard): CardBits {
  let bits = cardBits.get(card);
  if (!bits) {
    bits = {
      produces: mask(card.produces),
      producesExpert: mask(card.producesExpert),
      requirements: card.requirements.map((r) => ({ bit: TOKEN_BIT.get(r.token)!, expert: r.expert, face: FACE_BITS[r.face] })),
    };
    cardBits.set(card, bits);
  }
  return bits;
}

interface Need {
  card: RulesCard;
  faces: number;
}

function describe(ctx: CheckContext, needsByToken: Need[][], expert: boolean): void {
  needsByToken.forEach((needs, bit) => {
    const label = TOKENS[bit]!.label;
    const who = listOf(needs.map(({ card, faces }) => `'${card.name}' (${FACE_NAMES[faces]})`));
    const need = needs.length === 1 ? "needs" : "need";
    const message = expert
      ? `No crew in your deck is an expert in ${label}, which ${who} ${need}.`
      : `Nothing in your deck produces a ${label} token, which ${who} ${need}.`;
    report(ctx, "soft-unmet-requirements", message, needs.map((n) => n.card.slug));
  });
}

export function checkSoftUnmetRequirements(ctx: CheckContext): void {
  let produced = 0;
  let experts = 0;
  for (const group of ctx.tally.groups) {
    for (const { card } of group.printings) {
      const bits = bitsOf(card);
      produced |= bits.produces;
      experts |= bits.producesExpert;
    }
  }

  // Sparse arrays indexed by token bit: only unmet tokens get an entry.
  const unmet: Need[][] = [];
  const unmetExpert: Need[][] = [];
  for (const group of ctx.tally.groups) {
    if (group.type !== "ADVENTURE") continue;
    for (const { card } of group.printings) {
      for (const { bit, expert, face } of bitsOf(card).requirements) {
        if (((expert ? experts : produced) & (1 << bit)) !== 0) continue;
        const needs = ((expert ? unmetExpert : unmet)[bit] ??= []);
        // A card's requirements come together, so its earlier need, if any, is the last one.
        const last = needs[needs.length - 1];
        if (last?.card === card) last.faces |= face;
        else needs.push({ card, faces: face });
      }
    }
  }
  describe(ctx, unmet, false);
  describe(ctx, unmetExpert, true);
}
