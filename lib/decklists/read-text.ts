// A pasted list read into entries after its typography is made plain. Pure:
// the server's check and the browser's offline check read lists alike.
import { cleanName } from "../cards/normalise-name";
import { parseDecklist, type ParsedDecklist } from "./parse";

/**
 * A pasted list with each line's typography made plain (curly quotes and apostrophes, long dashes, odd and invisible
 * spaces, full-width letters and digits), so headers, counts and names read as their ASCII twins. Line breaks stay
 * where they were: problems and unknown cards keep their line numbers.
 */
const plainLines = (text: string) =>
  text
    .split(/(\r\n|\r|\n)/)
    .map((part, i) => (i % 2 === 0 ? cleanName(part) : part))
    .join("");

export const readDecklistText = (text: string): ParsedDecklist => parseDecklist(plainLines(text));
