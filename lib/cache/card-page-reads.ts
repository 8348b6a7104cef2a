// The card page's reads beyond the card itself: its related cards (with the
// catalogue) and the public decks using it, under that card's own tag, which the
// deck, deck card and like triggers mark when a public deck holding the card
// changes: a save refreshes the pages of the deck's cards, not every card page.
// No timer on the decks: the triggers mark the tag on every change anyway.
import "server-only";
import { listDecksWithCard } from "@/lib/decks/decks-with-card";
import { findRelatedCards } from "@/lib/cards/related-card-query";
import { findCardsSharingTraits } from "@/lib/search/shared-traits";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS, decksWithCardTag } from "./tags";

export const cachedRelatedCards = cachedQuery("related-cards", findRelatedCards, { tags: [CACHE_TAGS.catalogue] });
export const cachedCardsSharingTraits = cachedQuery("cards-sharing-traits", findCardsSharingTraits, {
  tags: [CACHE_TAGS.catalogue],
});
export const cachedDecksWithCard = cachedQuery("decks-with-card", listDecksWithCard, {
  tags: ({ cardSlug }) => [decksWithCardTag(cardSlug)],
});
