// How much a decklist may ask of the server: far above any real deck (81
// cards on at most a few hundred lines), low enough that reading, matching and
// checking one stays cheap. Pure: the forms and the server share them.

/** More copies than any deck could hold is a typo, not a card count. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_NAME_LENGTH = 100;
/** A longer line cannot be a card line; it is reported without being read. */
export const MAX_LINE_LENGTH = 200;
export const MAX_DECKLIST_CHARS = 50_000;
/** Work, not only bytes: every line is matched against the catalogue. */
export const MAX_DECKLIST_LINES = 1_000;
/** Card references in a JSON list. */
export const MAX_CARD_REFS = 500;
/** Unknown names that get closest-match suggestions; any beyond are reported without. */
export const MAX_SUGGESTED_NAMES = 25;
