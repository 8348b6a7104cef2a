// Reads a collection list: decklist lines ("3x Name", "3 Name", "Name x3",
// "2 Name (CORE)"), set-and-number lines ("core-091 2"), or a CSV with a
// header row naming its columns (read by csv-parse: a quoted cell may hold a
// line break). Pure and linear in the text. Decklist lines go through the
// decklist parser itself, so both imports read names alike.
import { parseDecklist, type DecklistProblem } from "../decklists/parse";
import { MAX_LINE_LENGTH, MAX_NAME_LENGTH } from "../decklists/limits";
import { MAX_CARD_QUANTITY } from "./limits";
import type { CollectionField } from "./schemas";
import { readCsv } from "../http/csv";

export interface CollectionListEntry {
  /** 1-based line number in the pasted text. */
  line: number;
  name?: string;
  slug?: string;
  /** Upper-case set code. */
  setCode?: string;
  number?: number;
  owned?: number;
  wanted?: number;
}

export interface ParsedCollectionList {
  entries: CollectionListEntry[];
  problems: DecklistProblem[];
  /** Whether the text was read as CSV. */
  csv: boolean;
}

const SET_NUMBER = /^(?:(\d{1,2})\s*[x×]?\s+)?([a-z]{2,6})-(\d{1,4})(?:\s+[x×]?\s*(\d{1,2}))?$/i;
const lines = (text: string) => text.split(/\r\n|\r|\n/);
const isSkipped = (trimmed: string) => trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith("//");

function parseText(text: string, target: CollectionField): ParsedCollectionList {
  const entries: CollectionListEntry[] = [];
  const problems: DecklistProblem[] = [];
  // Set-and-number lines are read here and blanked for the decklist parser, which keeps the line numbers.
  const rest = lines(text).map((raw, index) => {
    const trimmed = raw.trim();
    const ref = trimmed.length <= MAX_LINE_LENGTH ? SET_NUMBER.exec(trimmed) : null;
    if (!ref) return raw;
    const quantity = Number(ref[1] ?? ref[4] ?? 1);
    if (quantity < 1 || quantity > MAX_CARD_QUANTITY)
      problems.push({
        line: index + 1,
        text: trimmed,
        message: `the quantity must be between 1 and ${MAX_CARD_QUANTITY}`,
      });
    else entries.push({ line: index + 1, setCode: ref[2]!.toUpperCase(), number: Number(ref[3]), [target]: quantity });
    return "";
  });
  const parsed = parseDecklist(rest.join("\n"));
  for (const e of parsed.entries) {
    entries.push({
      line: e.line,
      name: e.name,
      ...(e.setCode ? { setCode: e.setCode } : {}),
      ...(e.number !== undefined ? { number: e.number } : {}),
      [target]: e.quantity,
    });
  }
  entries.sort((a, b) => a.line - b.line);
  return { entries, problems: [...problems, ...parsed.problems].sort((a, b) => a.line - b.line), csv: false };
}

type Column = "name" | "slug" | "set" | "number" | "owned" | "wanted" | "quantity";
const COLUMN_NAMES: Record<string, Column> = {
  name: "name",
  card: "name",
  "card name": "name",
  slug: "slug",
  set: "set",
  "set code": "set",
  number: "number",
  "collector number": "number",
  no: "number",
  "#": "number",
  owned: "owned",
  have: "owned",
  wanted: "wanted",
  want: "wanted",
  quantity: "quantity",
  qty: "quantity",
  count: "quantity",
};

/** The CSV header's columns, when the first line is one: it names a card column and a count column. */
function readHeader(line: string): { separator: string; columns: (Column | undefined)[] } | null {
  const separator = [",", ";", "\t"].find((s) => line.includes(s));
  if (!separator) return null;
  const { records, problems } = readCsv(line, { delimiter: separator });
  const cells = records[0]?.cells;
  if (!cells || problems.length > 0) return null;
  const columns = cells.map((c) => COLUMN_NAMES[c.toLowerCase()]);
  const names =
    columns.includes("name") || columns.includes("slug") || (columns.includes("set") && columns.includes("number"));
  const counts = columns.includes("owned") || columns.includes("wanted") || columns.includes("quantity");
  return names && counts ? { separator, columns } : null;
}

function readCount(cell: string | undefined): number | undefined | "bad" {
  if (cell === undefined || cell === "") return undefined;
  if (!/^\d{1,3}$/.test(cell)) return "bad";
  const value = Number(cell);
  return value > MAX_CARD_QUANTITY ? "bad" : value;
}

function parseCsv(
  text: string,
  header: NonNullable<ReturnType<typeof readHeader>>,
  headerLine: number,
  target: CollectionField,
): ParsedCollectionList {
  const entries: CollectionListEntry[] = [];
  const problems: DecklistProblem[] = [];
  const all = lines(text);
  const read = readCsv(text, { delimiter: header.separator, fromLine: headerLine + 1 });
  for (const { line, cells } of read.records) {
    const trimmed = all[line - 1]!.trim();
    if (trimmed.startsWith("//")) continue;
    if (cells.reduce((n, c) => n + c.length + 1, 0) > MAX_LINE_LENGTH)
      problems.push({
        line,
        text: `${trimmed.slice(0, 60)}…`,
        message: `a line is at most ${MAX_LINE_LENGTH} characters`,
      });
    else readRow(line, trimmed, cells);
  }
  for (const { line, message } of read.problems) problems.push({ line, text: all[line - 1]!.trim(), message });
  problems.sort((a, b) => a.line - b.line);
  return { entries, problems, csv: true };

  function readRow(line: number, trimmed: string, cells: string[]) {
    const cell: Partial<Record<Column, string>> = {};
    header.columns.forEach((column, i) => column && (cell[column] ??= cells[i]));
    const counts = { owned: readCount(cell.owned), wanted: readCount(cell.wanted), quantity: readCount(cell.quantity) };
    if (Object.values(counts).includes("bad"))
      return problems.push({
        line,
        text: trimmed,
        message: `a count must be a whole number from 0 to ${MAX_CARD_QUANTITY}`,
      });
    const owned = (counts.owned ?? (target === "owned" ? counts.quantity : undefined)) as number | undefined;
    const wanted = (counts.wanted ?? (target === "wanted" ? counts.quantity : undefined)) as number | undefined;
    if (owned === undefined && wanted === undefined)
      return problems.push({ line, text: trimmed, message: "no count on this line" });
    const number = cell.number ? Number(cell.number) : undefined;
    if (number !== undefined && !Number.isSafeInteger(number))
      return problems.push({ line, text: trimmed, message: "the collector number must be a whole number" });
    const name = cell.name?.replace(/\s+/g, " ");
    if (name && name.length > MAX_NAME_LENGTH)
      return problems.push({ line, text: trimmed, message: `a card name is at most ${MAX_NAME_LENGTH} characters` });
    const slug = cell.slug?.toLowerCase();
    if (!name && !slug && (!cell.set || number === undefined))
      return problems.push({ line, text: trimmed, message: "no card name, slug, or set and number" });
    entries.push({
      line,
      ...(name ? { name } : {}),
      ...(slug ? { slug } : {}),
      ...(cell.set ? { setCode: cell.set.toUpperCase() } : {}),
      ...(number !== undefined ? { number } : {}),
      ...(owned !== undefined ? { owned } : {}),
      ...(wanted !== undefined ? { wanted } : {}),
    });
  }
}

/** `target` is where a line's single count goes ("3x Name", a CSV's quantity column). */
export function parseCollectionList(text: string, target: CollectionField = "owned"): ParsedCollectionList {
  const all = lines(text);
  const first = all.findIndex((l) => !isSkipped(l.trim()));
  const header = first === -1 || all[first]!.length > MAX_LINE_LENGTH * 5 ? null : readHeader(all[first]!.trim());
  return header ? parseCsv(text, header, first + 1, target) : parseText(text, target);
}
