// Cards for the insight's tests and benchmark: catalogue records as the
// engine's cards with the search terms the catalogue loader stores, and small
// hand-made cards for decks whose answers are worked out by hand.
import type { CardRecord } from "../cards/card-record";
import { searchTermsFor } from "../search/search-terms";
import { toRulesCard } from "../rules/to-rules-card";
import type { Deck, RulesCard } from "../rules/types";

export function rulesCardsOf(records: readonly CardRecord[]): RulesCard[] {
  return records.map((record) =>
    toRulesCard({ ...record, searchTerms: searchTermsFor({ ...record, hasErrata: record.errata.length > 0 }) }),
  );
}

/** A card with every field empty but those given; the slug follows the name. */
export function handMade(card: Partial<RulesCard> & Pick<RulesCard, "name" | "type">): RulesCard {
  return {
    slug: card.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    setCode: "TEST",
    subtypes: [],
    traits: [],
    keywords: [],
    skills: [],
    expertSkills: [],
    capabilities: [],
    crewSlots: null,
    upgradeSlots: null,
    produces: [],
    producesExpert: [],
    requirements: [],
    otherRequirements: [],
    cost: null,
    creditValue: null,
    handSize: null,
    structure: null,
    vp: null,
    distance: null,
    complicationSlots: null,
    searchTerms: [],
    ...card,
  };
}

/** A deck of [card, copies] pairs. */
export function deckOf(...stacks: [RulesCard, number][]): Deck {
  return { entries: stacks.map(([card, quantity]) => ({ card, quantity })) };
}
