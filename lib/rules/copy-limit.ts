// How many copies of a card a format lets a deck hold, and why: the builder's
// "+" and quantity controls ask this before a change instead of showing an
// error after it. Derived from the same format data and rule kinds the engine
// checks (banned, legal sets, restricted, copies, unique crew, subtype limits,
// ship count), so the controls and the verdict cannot disagree. Pure.
import { compileFormat } from "./compiled-format";
import type { Format } from "./format";
import type { RulesCard } from "./types";
import { CARDS_OF_TYPE, count, withArticle } from "./wording";

export interface CopyLimit {
  /** Copies of this card's name the deck may hold; null when the format sets no limit. */
  max: number | null;
  /** Copies of this card's name already in the deck, over every printing. */
  inDeck: number;
  /** True when one more copy stays within the limit. */
  canAddOne: boolean;
  /** The tightest limit in a player's words; null when there is none. */
  reason: string | null;
}

export interface CopyLimitOptions {
  format: Format;
  entries: readonly { card: RulesCard; quantity: number }[];
  card: RulesCard;
}

const sameName = (a: RulesCard, b: RulesCard) => a.name === b.name && a.type === b.type;

export function copyLimit({ format, entries, card }: CopyLimitOptions): CopyLimit {
  const compiled = compileFormat(format);
  const tightest: { max: number | null; reason: string | null } = { max: null, reason: null };
  // The first of equally tight limits keeps its reason.
  const limit = (n: number, why: string) => {
    const allowed = Math.max(0, n);
    if (tightest.max === null || allowed < tightest.max) Object.assign(tightest, { max: allowed, reason: why });
  };

  let inDeck = 0;
  for (const entry of entries) if (sameName(entry.card, card) && entry.quantity > 0) inDeck += entry.quantity;

  if (compiled.banned.has(card)) limit(0, `'${card.name}' is banned in ${format.name}.`);
  if (compiled.legalSets && !compiled.legalSets.has(card.setCode)) {
    limit(0, `'${card.name}' is from ${card.setCode}, which is not legal in ${format.name}.`);
  }
  if (compiled.restricted.has(card)) limit(1, `'${card.name}' is restricted in ${format.name}: at most 1 copy.`);

  for (const rule of format.rules) {
    switch (rule.kind) {
      case "copies":
        limit(rule.max, `${format.name} allows at most ${count(rule.max, "copy", "copies")} of a card.`);
        break;
      case "unique-crew":
        if (card.type === "CREW") limit(1, `Crew are unique: at most 1 '${card.name}' in a deck.`);
        break;
      case "ship-count":
        if (card.type === "SHIP") {
          const others = sumOf(entries, (c) => c.type === "SHIP" && !sameName(c, card));
          limit(rule.count - others, `A deck has ${count(rule.count, "ship")}: remove the other ship first.`);
        }
        break;
      case "subtype-limit":
        if (card.type !== rule.cardType) break;
        for (const subtype of card.subtypes) {
          const others = sumOf(
            entries,
            (c) => c.type === card.type && !sameName(c, card) && c.subtypes.includes(subtype),
          );
          const [one, many] = CARDS_OF_TYPE[rule.cardType];
          const already =
            others === 0
              ? ""
              : `; your deck already has ${others === 1 ? `${withArticle(subtype)} ${one}` : `${others} ${subtype} ${many}`}`;
          limit(
            rule.max - others,
            `At most ${count(rule.max, one, many)} of each subtype in ${format.name}${already}.`,
          );
        }
        break;
    }
  }

  const { max, reason } = tightest;
  return { max, inDeck, canAddOne: max === null || inDeck < max, reason };
}

function sumOf(entries: CopyLimitOptions["entries"], match: (card: RulesCard) => boolean): number {
  let total = 0;
  for (const { card, quantity } of entries) if (quantity > 0 && match(card)) total += quantity;
  return total;
}
