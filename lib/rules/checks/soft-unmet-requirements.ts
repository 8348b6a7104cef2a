// Adventure requirements for a skill or capability token that nothing in the
// deck can produce. Which cards count as a token's sources is decided in
// ../requirement-sources.ts, which the deck insight's coverage shares.
import { canMeet, emptySupply, supplyCard, tokenBitsOf, TOKENS } from "../requirement-sources";
import type { RulesCard } from "../types";
import { listOf, withArticle } from "../wording";
import { report, type CheckContext } from "./context";

// The faces that need a token, by their bits (contract 1, complication 2), so a card asking on both faces is named once.
const FACE_NAMES = ["", "contract", "complication", "complication and contract"];

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
      : `Nothing in your deck produces ${withArticle(label)} token, which ${who} ${need}.`;
    report(
      ctx,
      "soft-unmet-requirements",
      message,
      needs.map((n) => n.card.slug),
    );
  });
}

export function checkSoftUnmetRequirements(ctx: CheckContext): void {
  const supply = emptySupply();
  for (const group of ctx.tally.groups) {
    for (const { card } of group.printings) supplyCard(supply, card);
  }

  // Sparse arrays indexed by token bit: only unmet tokens get an entry.
  const unmet: Need[][] = [];
  const unmetExpert: Need[][] = [];
  for (const group of ctx.tally.groups) {
    if (group.type !== "ADVENTURE") continue;
    for (const { card } of group.printings) {
      for (const { bit, expert, face } of tokenBitsOf(card).requirements) {
        if (canMeet(supply, bit, expert)) continue;
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
