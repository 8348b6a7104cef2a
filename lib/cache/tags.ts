// The cache tags Starport's cached pages and reads carry. Database triggers
// (the cache_tag migration) mark them stale whenever the data behind them
// changes, from the app or from a CLI process such as the seed loader.
export const CACHE_TAGS = {
  /**
   * The catalogue's shape: sets, formats, cards added or removed, a card's identity or type changed (the
   * migration card_edits_mark_their_pages). A change to a card's content marks only the tags below.
   */
  catalogue: "catalogue",
  /** Anything that may show any card: searches, autocomplete, keyword lists, the offline bundle, the sitemap. */
  search: "search",
  /** The rules reference: glossary, sections, card anatomy. */
  rules: "rules",
  /** Any deck that is (or was) public. */
  publicDecks: "public-decks",
} as const;

/** The public decks that hold one card (its page's list): marked by the deck, deck card and like triggers. */
export const decksWithCardTag = (cardSlug: string) => `public-decks:card:${cardSlug}` as const;

/**
 * The least time between two marks of a card's deck-list tag (TagState): saves
 * of public decks can come faster than card pages render, so a card page
 * renders at most once per lag in each process and shows a change at most one
 * lag late (docs/decisions/009).
 */
export const DECKS_WITH_CARD_LAG_MS = testLag(process.env.STARPORT_TEST_CACHE_LAG_MS) ?? 10_000;

/** The test suite's shorter lag (STARPORT_TEST_CACHE_LAG_MS, read once), so its specs wait less: whole milliseconds. */
function testLag(value: string | undefined): number | undefined {
  const lag = Number(value);
  return value && Number.isSafeInteger(lag) && lag > 0 ? lag : undefined;
}

/** The lag of each tag: the card pages' deck lists lag, every other tag is marked at each change. */
export const tagLag = (tag: string): number => (tag.startsWith(decksWithCardTag("")) ? DECKS_WITH_CARD_LAG_MS : 0);

/** The PostgreSQL channel on which every change to cache_tag is announced. */
export const CACHE_TAG_CHANNEL = "starport_cache_tags";

/** A shared (public or unlisted) deck's page, kept for visitors without a session: marked by the deck, like and card triggers. */
export const deckPageTag = (deckId: string) => `deck:${deckId}` as const;

/** One card's reviews and their likes (lib/reviews marks it): a review drops only its card's page. */
export const cardReviewsTag = (cardId: number) => `card-reviews:${cardId}` as const;

/** One card's page (and the reads of the cards' pages that list it): marked when its content, errata, rulings or images change. */
export const cardPageTag = (cardSlug: string) => `card:${cardSlug.toLowerCase()}` as const;

/** One set's page (its cards' tiles). */
export const setPageTag = (setCode: string) => `set:${setCode.toUpperCase()}` as const;

export type CacheTag =
  | (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
  | ReturnType<typeof decksWithCardTag>
  | ReturnType<typeof cardPageTag>
  | ReturnType<typeof setPageTag>
  | ReturnType<typeof deckPageTag>
  | ReturnType<typeof cardReviewsTag>;
