// One normalisation of card names (and of the words search looks for), so
// search, decklist parsing, import, /check and the validate API agree on what
// "the same name" means. Pure: runs in the browser too.
//
// The SQL functions name_fold() and name_key() (prisma/migrations/*_name_key*)
// mirror normaliseName and nameKey step by step; the database keeps
// card.nameKey with name_key() and lib/cards/normalise-name.int.test.ts proves
// the two agree.

/** Typographic lookalikes pasted from documents and chats, and the ASCII character they stand for. */
export const LOOKALIKES: Readonly<Record<string, string>> = {
  // Apostrophes and single quotes: ‘ ’ ‚ ‛ ′ ʼ ´
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u2032": "'",
  "\u02BC": "'",
  "\u00B4": "'",
  // Double quotes: “ ” „ ‟ ″ « »
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\u2033": '"',
  "\u00AB": '"',
  "\u00BB": '"',
  // Hyphens, dashes and minus: ‐ ‑ ‒ – — ― −
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
};

/** Invisible characters that only get in the way of matching: zero-width spaces and joiners, word joiner, byte-order mark, soft hyphen. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
/** Whitespace left after NFKC (which turns no-break and other wide spaces into a plain space). */
const SPACES = /[\t\n\v\f\r \u0085\u1680\u2028\u2029]+/g;
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "g");
/** The combining diacritical mark blocks (accents, cedillas, rings…), removed after NFD for matching. */
const DIACRITICS = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/g;

/** Lower-case letters that carry a diacritic but do not decompose, and their plain spelling; ß folds as case folding does. */
export const LETTER_FOLDS: Readonly<Record<string, string>> = {
  "\u00DF": "ss", // ß
  "\u00F8": "o", // ø
  "\u00E6": "ae", // æ
  "\u0153": "oe", // œ
  "\u0111": "d", // đ
  "\u0142": "l", // ł
  "\u0127": "h", // ħ
  "\u0167": "t", // ŧ
  "\u0131": "i", // ı
  "\u00F0": "d", // ð
  "\u00FE": "th", // þ
  "\u03C2": "\u03C3", // final sigma
};
const LETTER_FOLD = new RegExp(`[${Object.keys(LETTER_FOLDS).join("")}]`, "g");

/**
 * A name as it should be shown and stored: Unicode NFKC (full-width letters,
 * ligatures, odd spaces become plain ones), typographic quotes, apostrophes
 * and dashes as ASCII, invisible characters removed, whitespace collapsed and
 * trimmed. Case and accents are kept.
 */
export function cleanName(text: string): string {
  // Lookalikes go before NFKC (which would turn ´ into a space and an accent) and after it (which turns a small ﹘ into —);
  // invisible characters go before it too, so an accent they separated from its letter composes with it.
  return text
    .replace(LOOKALIKE, (ch) => LOOKALIKES[ch]!)
    .replace(INVISIBLE, "")
    .normalize("NFKC")
    .replace(LOOKALIKE, (ch) => LOOKALIKES[ch]!)
    .replace(SPACES, " ")
    .trim();
}

/**
 * The matching key of a name: `cleanName`, then case folded and diacritics
 * folded ("Ékho’s  Run" and "ekho's run" share one key). For comparing only:
 * names are shown as written.
 */
export function normaliseName(text: string): string {
  return (
    cleanName(text)
      .toLowerCase()
      .normalize("NFD")
      .replace(DIACRITICS, "")
      .replace(LETTER_FOLD, (ch) => LETTER_FOLDS[ch]!)
      .normalize("NFC")
      // An accent that sat on a space leaves spaces to collapse again.
      .replace(SPACES, " ")
      .trim()
  );
}

/** ASCII spaces, punctuation and control characters: where a folded name breaks into words. */
const WORD_BREAKS = /[\x00-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+/g;

/**
 * The words of a text as search indexes them: its key split at ASCII
 * punctuation and spaces ("Merrow’s Lantern" → merrow, s, lantern), as
 * PostgreSQL's text-search parser splits the folded text.
 */
export function searchWords(text: string): string[] {
  return normaliseName(text)
    .split(WORD_BREAKS)
    .filter((word) => word !== "");
}

/**
 * The key two names match by (card.nameKey): the folded name with its spaces and punctuation gone, so case,
 * accents, hyphens, apostrophes and words run together or split do not count ("Cloth-Weave Vest", "clothweave
 * vest" and "CLOTH WEAVE VEST" share one key). For comparing only.
 */
export function nameKey(text: string): string {
  return normaliseName(text).replace(WORD_BREAKS, "");
}
