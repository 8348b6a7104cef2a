// The card page's reads beyond the card itself: its related cards and the cards
// sharing its traits, under the card's own tag (which a change to a card they
// list marks too: migration card_edits_mark_their_pages), and the public decks
// using it, under its decks tag, which the deck, deck card and like triggers mark
// when a public deck holding the card changes: a save refreshes the pages of the
// deck's cards, not every card page. No timer: the triggers mark on every change.
import "server-only";
import { listDecksWithCard } from "@/lib/decks/decks-with-card";
import { findRelatedCards } from "@/lib/cards/related-card-query";
import { findCardsSharingTraits } from "@/lib/search/shared-traits";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS, cardPageTag, decksWithCardTag } from "./tags";

export const cachedRelatedCards = cachedQuery("related-cards", findRelatedCards, {
  tags: ({ card }) => [CACHE_TAGS.catalogue, cardPageTag(card.slug)],
});
export const cachedCardsSharingTraits = cachedQuery(
  "cards-sharing-traits",
  ({ cardSlug: _slug, ...options }: Parameters<typeof findCardsSharingTraits>[0] & { cardSlug: string }) =>
    findCardsSharingTraits(options),
  { tags: ({ cardSlug }) => [CACHE_TAGS.catalogue, cardPageTag(cardSlug)] },
);
export const cachedDecksWithCard = cachedQuery("decks-with-card", listDecksWithCard, {
  tags: ({ cardSlug }) => [decksWithCardTag(cardSlug)],
});
