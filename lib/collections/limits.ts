// How much a collection may hold and an import may ask of the server. Pure:
// the forms and the server share them.
import { MAX_DECKLIST_CHARS, MAX_DECKLIST_LINES } from "../decklists/limits";

/** Copies of one card a player can record, owned or wanted. */
export const MAX_CARD_QUANTITY = 99;
/** An import is read and matched line by line, like a decklist: the same caps by bytes and by work. */
export const MAX_IMPORT_CHARS = MAX_DECKLIST_CHARS;
export const MAX_IMPORT_LINES = MAX_DECKLIST_LINES;
