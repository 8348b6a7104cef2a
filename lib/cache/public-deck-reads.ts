// The public deck list, cached for a few seconds per query and dropped at once
// when a public deck changes (the deck table's trigger marks the tag stale).
// The same for everyone: a per-player condition (`where`) cannot be passed
// here; the "decks I can build" list is lib/collections/buildable-public-decks.
import "server-only";
import { listPublicDecks, type PublicDeckQuery } from "@/lib/decks/list-decks";
import { cachedQuery } from "./cached-query";
import { PUBLIC_DECKS_SECONDS } from "./shared-routes";
import { CACHE_TAGS } from "./tags";

export const cachedPublicDecks = cachedQuery(
  "public-decks",
  (query: Omit<PublicDeckQuery, "where">) => listPublicDecks(query),
  {
    tags: [CACHE_TAGS.publicDecks],
    revalidate: PUBLIC_DECKS_SECONDS,
  },
);
