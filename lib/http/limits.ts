// How much of a request body the API reads before refusing it (413).

/** Far above any decklist the validate endpoint accepts (50,000 characters, or 500 card references). */
export const MAX_BODY_BYTES = 128 * 1024;
