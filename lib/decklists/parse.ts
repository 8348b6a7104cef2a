// Reads a text decklist as players write them: "3x Name", "3 Name", "Name x3"
// or a bare name, optional set codes, section headers, blank lines and
// comments. Pure and linear in the text: used by the /check form, the API and
// the deck importer.
import type { Section } from "../rules/types";
import { MAX_LINE_LENGTH, MAX_LINE_QUANTITY, MAX_NAME_LENGTH } from "./limits";

export interface DecklistEntry {
  name: string;
  quantity: number;
  /** Upper-case set code when the line gives one: "(CORE)", "[DRFT 12]". */
  setCode?: string;
  /** Collector number when the line gives one after the set code. */
  number?: number;
  /** From the latest section header above the line. */
  section?: Section;
  /** 1-based line number in the pasted text. */
  line: number;
}

export interface DecklistProblem {
  line: number;
  text: string;
  message: string;
}

export interface ParsedDecklist {
  entries: DecklistEntry[];
  problems: DecklistProblem[];
}

// "Ship", "Captain's deck (60)", "Captain’s Deck:", "Captain:", "Adventure deck", "Adventures:" — optionally followed by a card on the same line after the colon.
const HEADER = /^(ship|captain(?:['’]?s)?(?:\s+deck)?|adventures?(?:\s+deck)?)\s*(?:\(\s*\d+\s*\))?\s*(?::\s*(.*))?$/i;
const SET_SUFFIX = /\s*(?:\(\s*([a-z0-9]{2,6})(?:\s+#?(\d+))?\s*\)|\[\s*([a-z0-9]{2,6})(?:\s+#?(\d+))?\s*\])$/i;
const LEADING_COUNT = /^(\d+)\s*[x×]\s*(.+)$|^(\d+)\s+(.+)$/i;
const TRAILING_COUNT = /^(.+?)\s+[x×]\s*(\d+)$/i;

function sectionOf(header: string): Section {
  const word = header.toLowerCase();
  if (word.startsWith("ship")) return "ship";
  return word.startsWith("captain") ? "captain" : "adventure";
}

type LineResult = { entry: Omit<DecklistEntry, "line" | "section"> } | { problem: string };

/** Takes a set code off the end of `rest`, if any: "(CORE)", "[DRFT 12]". */
function takeSet(rest: string): { rest: string; setCode?: string; number?: number } {
  const set = SET_SUFFIX.exec(rest);
  if (!set) return { rest };
  const number = set[2] ?? set[4];
  return { rest: rest.slice(0, set.index), setCode: (set[1] ?? set[3])!.toUpperCase(), ...(number ? { number: Number(number) } : {}) };
}

function readCardLine(text: string): LineResult {
  // The set code may sit after the name or after a trailing count: "Name x3 (CORE)", "Name (CORE) x3".
  let { rest, ...set } = takeSet(text.replace(/^[-*•]\s+/, "")); // also Markdown-style bullets
  if (/^\d+\s*[x×]?$/i.test(rest)) return { problem: "no card name" };
  let quantity = 1;
  const leading = LEADING_COUNT.exec(rest);
  const trailing = leading ? null : TRAILING_COUNT.exec(rest);
  if (leading) [quantity, rest] = [Number(leading[1] ?? leading[3]), leading[2] ?? leading[4] ?? ""];
  if (trailing) [quantity, rest] = [Number(trailing[2]), trailing[1] ?? ""];
  if (!set.setCode) ({ rest, ...set } = takeSet(rest));

  const name = rest.trim().replace(/\s+/g, " ");
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    return { problem: `the quantity must be between 1 and ${MAX_LINE_QUANTITY}` };
  }
  if (name === "") return { problem: "no card name" };
  if (name.length > MAX_NAME_LENGTH) return { problem: `a card name is at most ${MAX_NAME_LENGTH} characters` };
  return { entry: { name, quantity, ...set } };
}

export function parseDecklist(text: string): ParsedDecklist {
  const entries: DecklistEntry[] = [];
  const problems: DecklistProblem[] = [];
  let section: Section | undefined;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith("//")) return;
    const header = HEADER.exec(trimmed);
    // Checked before any pattern runs: backtracking over a very long line costs more than the line is worth.
    if (trimmed.length > MAX_LINE_LENGTH) {
      problems.push({ line, text: `${trimmed.slice(0, 60)}…`, message: `a line is at most ${MAX_LINE_LENGTH} characters` });
      return;
    }
    let cardText = trimmed;
    if (header) {
      section = sectionOf(header[1]!);
      cardText = header[2]?.trim() ?? "";
      if (cardText === "") return;
    }
    const result = readCardLine(cardText);
    if ("problem" in result) problems.push({ line, text: trimmed, message: result.problem });
    else entries.push({ ...result.entry, ...(section ? { section } : {}), line });
  });
  return { entries, problems };
}
