// CSV as RFC 4180 writes it (fields quoted when they hold a comma, a quote or
// a line break; quotes doubled; CRLF between records), with spreadsheet
// formulas neutralised: a cell beginning with =, +, -, @, a tab or a carriage
// return is prefixed with ' so Excel and its kin show it as text. Pure.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
