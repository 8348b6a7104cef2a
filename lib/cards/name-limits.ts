// Alone in its file, so the browser's code that needs the limit takes nothing else with it.

/** The longest text read as a card name: the API's name lookups, and the words of a card address that names no card. */
export const MAX_NAME_TEXT = 200;
