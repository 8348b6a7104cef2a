// Reads a text decklist as players write them: "3x Name", "3 Name", "Name x3"
// or a bare name, optional set codes, section headers (a "Considering:" or
// "Sideboard:" header starts the sideboard), blank lines and comments; or
// Starport's own JSON export pasted whole. Pure and linear in the text: used
// by the /check form, the API and the deck importer.
import { z } from "zod";
import { MAX_INT_COLUMN } from "../database/int-column";
import { DECKLIST_SECTIONS, type DecklistSection } from "./entries";
import { MAX_CARD_REFS, MAX_LINE_LENGTH, MAX_LINE_QUANTITY, MAX_NAME_LENGTH } from "./limits";

interface DecklistEntry {
  name: string;
  quantity: number;
  /** Upper-case set code when the line gives one: "(CORE)", "[DRFT 12]". */
  setCode?: string;
  /** Collector number when the line gives one after the set code. */
  number?: number;
  /** A JSON export names its cards by slug as well. */
  slug?: string;
  /** From the latest section header above the line. */
  section?: DecklistSection;
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

// "Ship", "Captain's deck (60)", "Captain’s Deck:", "Captain:", "Adventure deck", "Adventures:", "Considering:", "Sideboard (3)" — optionally followed by a card on the same line after the colon.
const HEADER =
  /^(ship|captain(?:['’]?s)?(?:\s+deck)?|adventures?(?:\s+deck)?|considering|sideboard)\s*(?:\(\s*\d+\s*\))?\s*(?::\s*(.*))?$/i;
// A set code always holds a letter, so "(12)" is a count and "(core)" a set.
const SET_CODE = "((?=[a-z0-9]*[a-z])[a-z0-9]{2,6})";
const SET_SUFFIX = new RegExp(
  `\\s*(?:\\(\\s*${SET_CODE}(?:\\s+#?(\\d+))?\\s*\\)|\\[\\s*${SET_CODE}(?:\\s+#?(\\d+))?\\s*\\])$`,
  "i",
);
// "3x Name", "3 x Name", "x3 Name", "3 Name"; then "Name x3", "Name (3)".
const LEADING_COUNT = /^(\d+)(?:[x×]\s*|\s+[x×]\s+)(.+)$|^[x×]\s*(\d+)\s+(.+)$|^(\d+)\s+(.+)$/i;
const TRAILING_COUNT = /^(.+?)\s+[x×]\s*(\d+)$|^(.+?)\s*\(\s*(\d+)\s*\)$/i;
// Counts a player meant but that are not whole numbers ("2.5 Name", "-1 Name", "Name x1.5", "Name (½)"): reported, never read as 1.
const FRACTION = String.raw`[+-]?(?:\d+[.,]\d*|\d*[.,]\d+|\d*½)`;
const UNREADABLE_COUNT = new RegExp(
  [
    String.raw`^[x×]?\s*${FRACTION}\s*[x×]?\s`,
    String.raw`^[x×]?\s*[+-]\d+\s*[x×]?\s`,
    String.raw`\s[x×]\s*(?:${FRACTION}|-\d+)$`,
    String.raw`\(\s*(?:${FRACTION}|-\d+)\s*\)$`,
  ].join("|"),
  "i",
);

function sectionOf(header: string): DecklistSection {
  const word = header.toLowerCase();
  if (word.startsWith("ship")) return "ship";
  if (word === "considering" || word === "sideboard") return "considering";
  return word.startsWith("captain") ? "captain" : "adventure";
}

type LineResult = { entry: Omit<DecklistEntry, "line" | "section"> } | { problem: string };

/** Takes a set code off the end of `rest`, if any: "(CORE)", "[DRFT 12]". */
function takeSet(rest: string): { rest: string; setCode?: string; number?: number } {
  const set = SET_SUFFIX.exec(rest);
  if (!set) return { rest };
  const number = set[2] ?? set[4];
  return {
    rest: rest.slice(0, set.index),
    setCode: (set[1] ?? set[3])!.toUpperCase(),
    ...(number ? { number: Number(number) } : {}),
  };
}

function readCardLine(text: string): LineResult {
  // The set code may sit after the name or after a trailing count: "Name x3 (CORE)", "Name (CORE) x3".
  let { rest, ...set } = takeSet(text.replace(/^[-*•]\s+/, "")); // also Markdown-style bullets
  if (/^\d+\s*[x×]?$/i.test(rest)) return { problem: "no card name" };
  if (UNREADABLE_COUNT.test(rest))
    return { problem: `the count must be a whole number from 1 to ${MAX_LINE_QUANTITY}` };
  let quantity = 1;
  const leading = LEADING_COUNT.exec(rest);
  const trailing = leading ? null : TRAILING_COUNT.exec(rest);
  if (leading)
    [quantity, rest] = [Number(leading[1] ?? leading[3] ?? leading[5]), leading[2] ?? leading[4] ?? leading[6] ?? ""];
  if (trailing) [quantity, rest] = [Number(trailing[2] ?? trailing[4]), trailing[1] ?? trailing[3] ?? ""];
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
  return text.trimStart().startsWith("{") ? parseJsonExport(text) : parseText(text);
}

function parseText(text: string): ParsedDecklist {
  const entries: DecklistEntry[] = [];
  const problems: DecklistProblem[] = [];
  let section: DecklistSection | undefined;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith("//")) return;
    const header = HEADER.exec(trimmed);
    // Checked before any pattern runs: backtracking over a very long line costs more than the line is worth.
    if (trimmed.length > MAX_LINE_LENGTH) {
      problems.push({
        line,
        text: `${trimmed.slice(0, 60)}…`,
        message: `a line is at most ${MAX_LINE_LENGTH} characters`,
      });
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
    else {
      entries.push({ ...result.entry, ...(section ? { section } : {}), line });
      // The ship slot holds one card: after "Ship: Free Trader", lines with no header of their own go by their type.
      if (section === "ship") section = undefined;
    }
  });
  return { entries, problems };
}

// Starport's JSON export (lib/decklists/export.ts): `cards` with their
// sections, and the sideboard as `considering`. Other fields are ignored.
const jsonCardSchema = z.object({
  slug: z.string().trim().toLowerCase().min(1).max(MAX_NAME_LENGTH).optional(),
  name: z.string().trim().min(1).max(MAX_NAME_LENGTH).optional(),
  set: z.string().trim().toUpperCase().max(6).optional(),
  number: z.int().positive().max(MAX_INT_COLUMN).optional(),
  section: z.enum(DECKLIST_SECTIONS).optional(),
  quantity: z.int("is a whole number").min(1).max(MAX_LINE_QUANTITY),
});
const jsonExportSchema = z.object({
  cards: z.array(z.unknown()).max(MAX_CARD_REFS),
  considering: z.array(z.unknown()).max(MAX_CARD_REFS).default([]),
});

/** The line of each object opened directly inside an array of the top-level object, in document order. */
function cardLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n") line++;
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") {
      if (ch === "{" && depth === 2) lines.push(line);
      depth++;
    } else if (ch === "}" || ch === "]") depth--;
  }
  return lines;
}

function parseJsonExport(text: string): ParsedDecklist {
  const problem = (line: number, message: string): ParsedDecklist => ({
    entries: [],
    problems: [{ line, text: text.trim().split("\n")[0]!.slice(0, 60), message }],
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return problem(1, `the list reads as JSON but is not valid JSON: ${(error as Error).message}`);
  }
  const body = jsonExportSchema.safeParse(json);
  if (!body.success)
    return problem(
      1,
      "a JSON list has a `cards` array of cards (and optionally `considering`), as Starport exports them",
    );
  // Card objects in the order the text holds them, to give each its line.
  const keys = Object.keys(json as object).filter((k) => k === "cards" || k === "considering") as (
    "cards" | "considering"
  )[];
  const ordered = keys.flatMap((key) => body.data[key].map((card) => ({ card, considering: key === "considering" })));
  const lines = cardLines(text);
  const lineOf = (i: number) => (lines.length === ordered.length ? lines[i]! : 1);
  const entries: DecklistEntry[] = [];
  const problems: DecklistProblem[] = [];
  ordered.forEach(({ card, considering }, i) => {
    const parsed = jsonCardSchema.safeParse(card);
    const line = lineOf(i);
    const shown = JSON.stringify(card).slice(0, 60);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      problems.push({ line, text: shown, message: `${issue.path.join(".") || "card"} ${issue.message}` });
      return;
    }
    const { slug, name, set, number, section, quantity } = parsed.data;
    if (slug === undefined && name === undefined) {
      problems.push({ line, text: shown, message: "a card needs a slug or a name" });
      return;
    }
    entries.push({
      name: name ?? slug!,
      quantity,
      line,
      ...(slug !== undefined ? { slug } : {}),
      ...(set ? { setCode: set } : {}),
      ...(number !== undefined ? { number } : {}),
      ...(considering ? { section: "considering" as const } : section ? { section } : {}),
    });
  });
  return { entries, problems };
}
