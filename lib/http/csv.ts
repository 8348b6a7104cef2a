// CSV through csv-stringify and csv-parse (docs/decisions/012). The one writer neutralises spreadsheet formulas:
// a text cell beginning with =, +, -, @, a tab or a carriage return gets a leading ' so a spreadsheet shows it as
// text. The reader takes that ' off again, so what the site writes reads back as it was. Pure.
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'[=+\-@\t\r]/;
const LINE_BREAKS = /\r\n|\r|\n/g;

type Cell = string | number | boolean | null | undefined;

/** RFC 4180: CRLF after every record, cells quoted when they hold a comma, a quote or a line break. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return stringify([header, ...rows], {
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
    cast: { string: (text) => (FORMULA_START.test(text) ? `'${text}` : text), boolean: String },
  });
}

export interface CsvRecord {
  /** 1-based line of the text the record starts on. */
  line: number;
  cells: string[];
}

const UNREADABLE: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted cell is not closed",
  CSV_INVALID_CLOSING_QUOTE: "a quoted cell has text after its closing quote",
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "a quoted cell has text after its closing quote",
};

const lineBreaksIn = (cells: readonly string[]) => cells.reduce((n, c) => n + (c.match(LINE_BREAKS)?.length ?? 0), 0);

/**
 * The records of a CSV text from `fromLine` on: cells trimmed, empty lines and lines starting with # skipped. A line
 * that cannot be read is left out with a problem naming it, and reading goes on after it; a quote left open swallows
 * the rest of the text.
 */
export function readCsv(
  text: string,
  { delimiter, fromLine = 1 }: { delimiter: string; fromLine?: number },
): { records: CsvRecord[]; problems: { line: number; message: string }[] } {
  const starts = [0, ...Array.from(text.matchAll(LINE_BREAKS), (m) => m.index + m[0].length)];
  const records: CsvRecord[] = [];
  const problems: { line: number; message: string }[] = [];
  let lastEnd = fromLine - 1;
  // csv-parse stops at a record it cannot read: go on from the line after it (imports are capped in lines and size).
  for (let from = fromLine; from <= starts.length;) {
    const before = from - 1;
    try {
      parse(text.slice(starts[before]), {
        delimiter,
        trim: true,
        relax_quotes: true,
        relax_column_count: true,
        skip_empty_lines: true,
        comment: "#",
        comment_no_infix: true,
        on_record: (record: string[], { lines }) => {
          // `lines` is where the record ends; the line breaks inside its quoted cells say how far back it starts.
          lastEnd = before + lines;
          const cells = record.map((cell) => (NEUTRALISED.test(cell) ? cell.slice(1) : cell));
          records.push({ line: lastEnd - lineBreaksIn(record), cells });
          return null;
        },
      });
      break;
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      const message = UNREADABLE[error.code] ?? "this line cannot be read as CSV";
      if (error.code === "CSV_QUOTE_NOT_CLOSED") {
        const open = text
          .split(LINE_BREAKS)
          .slice(lastEnd)
          .findIndex((l) => l.trim() !== "");
        problems.push({ line: lastEnd + 1 + open, message });
        break;
      }
      from = lastEnd = before + Number(error.lines);
      problems.push({ line: from++, message });
    }
  }
  return { records, problems };
}
