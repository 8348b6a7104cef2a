// A format's rules in a player's words, each with the glossary entry that
// explains it: for the format pages and the history of what changed. Pure.
import { CARD_TYPE_LABELS } from "../cards/vocabulary";
import type { FormatRule } from "../rules/format";
import { RULES } from "../rules/rule-ids";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function describeRule(rule: FormatRule): string {
  switch (rule.kind) {
    case "ship-count":
      return `Exactly ${plural(rule.count, "ship", "ships")}.`;
    case "captain-size":
      return `A captain's deck of exactly ${rule.size} cards.`;
    case "adventure-size":
      return `An adventure deck of exactly ${rule.size} cards.`;
    case "section":
      return "Every card sits in its type's section: no ship or adventure card among the captain's cards, and so on.";
    case "unique-crew":
      return "Crew are unique: at most one copy of each crew name.";
    case "upgrade-fit":
      return "Every upgrade that takes a slot has a slot of its subtype on the ship (Trifling and Hindrance upgrades are exempt).";
    case "subtype-limit":
      return `At most ${plural(rule.max, "copy", "copies")} of each ${CARD_TYPE_LABELS[rule.cardType].toLowerCase()} subtype.`;
    case "copies":
      return `At most ${plural(rule.max, "copy", "copies")} of a card, by name.`;
    case "soft-no-crew":
      return "Warns when the deck has no crew at all.";
    case "soft-crew-slots":
      return "Warns when the deck holds more crew than the ship has crew slots.";
    case "soft-upgrade-slots":
      return "Warns when upgrades of a subtype outnumber the ship's slots for it.";
    case "soft-unmet-requirements":
      return "Warns about adventure requirements that no card in the deck can meet.";
  }
}

/** The glossary anchor (`/rules#…`) that explains a rule. */
export function ruleGlossary(rule: FormatRule): string {
  return RULES[rule.kind].glossary;
}

/** Whether breaking the rule makes a deck illegal or only draws a warning. */
export function ruleSeverity(rule: FormatRule): "error" | "warning" {
  return RULES[rule.kind].severity;
}
