// The card page's reads beyond the card itself: its related cards (with the
// catalogue) and the public decks using it (with the public decks). No timer
// on the decks: a timer would make every card page expire with it, and the
// deck and like triggers mark the tag stale on every change anyway.
import "server-only";
import { listDecksWithCard } from "@/lib/cards/decks-with-card";
import { findRelatedCards } from "@/lib/cards/related-card-query";
import { cachedQuery } from "./cached-query";
import { CACHE_TAGS } from "./tags";

export const cachedRelatedCards = cachedQuery("related-cards", findRelatedCards, { tags: [CACHE_TAGS.catalogue] });
export const cachedDecksWithCard = cachedQuery("decks-with-card", listDecksWithCard, { tags: [CACHE_TAGS.publicDecks] });
