// A card as the deck builder holds it: what it shows plus the legality
// engine's view of the card. Pure, so the browser builds it from the search
// API's card fields with the same code the server uses.
import type { RulesCardSource } from "./to-rules-card";
import { toRulesCard } from "./to-rules-card";
import type { RulesCard } from "./types";
import type { CardType } from "../cards/vocabulary";

export interface BuilderCard {
  slug: string;
  name: string;
  type: CardType;
  subtypes: readonly string[];
  cost: number | null;
  rules: RulesCard;
}

export function toBuilderCard(card: RulesCardSource): BuilderCard {
  return {
    slug: card.slug,
    name: card.name,
    type: card.type,
    subtypes: card.subtypes,
    cost: card.cost,
    rules: toRulesCard(card),
  };
}
