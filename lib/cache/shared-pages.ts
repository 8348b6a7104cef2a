// Pages rendered for each request (they read their query string) that depend
// on nothing else but reads cached under these tags: not on cookies, not on
// who asks. The server keeps such a response whole, as it keeps a cached page,
// until one of its tags goes stale (or after `seconds`). A page may read the
// session only at the addresses its `perUser` names: those answers are never
// kept, and never answered from a kept response.
import { CACHE_TAGS, type CacheTag } from "./tags";

export const PUBLIC_DECKS_SECONDS = 10;

interface SharedPage {
  tags: readonly CacheTag[];
  seconds?: number;
  /** The query strings whose answer depends on who asks. */
  perUser?: (search: URLSearchParams) => boolean;
}

/**
 * A search naming the collection (own, want). Wider than the parser on
 * purpose: any mention of either word is enough, as a query left unkept
 * costs a render, while a per-user answer kept would be served to others.
 */
const mentionsCollection = (search: URLSearchParams) => /\b(?:own|want)\b/i.test(search.get("q") ?? "");

export const SHARED_PAGES: Readonly<Record<string, SharedPage>> = {
  "/cards": { tags: [CACHE_TAGS.catalogue], perUser: mentionsCollection },
  "/api/v1/cards": { tags: [CACHE_TAGS.catalogue] },
  "/decks/public": {
    tags: [CACHE_TAGS.publicDecks],
    seconds: PUBLIC_DECKS_SECONDS,
    perUser: (search) => search.has("buildable"),
  },
};

/** Whether the answer to this address (path and query) depends on who asks, so it must be neither kept nor served kept. */
export function answersPerUser(url: string): boolean {
  const at = url.indexOf("?");
  const path = at === -1 ? url : url.slice(0, at);
  return SHARED_PAGES[path]?.perUser?.(new URLSearchParams(at === -1 ? "" : url.slice(at + 1))) ?? false;
}
