// Pages rendered for each request (they read their query string) that depend
// on nothing else but reads cached under these tags: not on cookies, not on
// who asks. The server keeps such a response whole, as it keeps a cached page,
// until one of its tags goes stale (or after `seconds`). A page that reads the
// session must never be listed here.
import { CACHE_TAGS, type CacheTag } from "./tags";

export const PUBLIC_DECKS_SECONDS = 10;

export const SHARED_PAGES: Readonly<Record<string, { tags: readonly CacheTag[]; seconds?: number }>> = {
  "/cards": { tags: [CACHE_TAGS.catalogue] },
  "/api/v1/cards": { tags: [CACHE_TAGS.catalogue] },
  "/decks/public": { tags: [CACHE_TAGS.publicDecks], seconds: PUBLIC_DECKS_SECONDS },
};
