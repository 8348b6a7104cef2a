// The cache tags Starport's cached pages and reads carry. Database triggers
// (the cache_tag migration) mark them stale whenever the data behind them
// changes, from the app or from a CLI process such as the seed loader.
export const CACHE_TAGS = {
  /** Cards, sets, errata, rulings, formats. */
  catalogue: "catalogue",
  /** The rules reference: glossary, sections, card anatomy. */
  rules: "rules",
  /** Any deck that is (or was) public. */
  publicDecks: "public-decks",
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** The PostgreSQL channel on which every change to cache_tag is announced. */
export const CACHE_TAG_CHANNEL = "starport_cache_tags";
