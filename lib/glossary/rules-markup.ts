// Rules markup: the card-text markup ([vp], 2[credit], [skill:pilot]…) plus
// just enough structure for rules prose. Pure, so the seed check, the importer
// and the pages agree on it.
//
//   blank line        separates blocks
//   - item            bullet list        1. item    numbered list
//   | a | b |         table row (the first row is the header; |---| rows are skipped)
//   [[Anchor]]        link to an entry or section; [[Anchor|label]] with a label
//   **text**          strong
//   other lines       a paragraph; a single newline is a line break
import { parseCardText } from "../cards/card-text";
import { anchorLabel } from "./anchors";

export type Inline =
  { kind: "text"; text: string; strong: boolean } | { kind: "link"; anchor: string; label: string; strong: boolean };

export type Block =
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "table"; head: Inline[][]; rows: Inline[][][] };

const LINK = /\[\[([A-Za-z0-9_]+)(?:\|([^\]]+))?\]\]/g;
const STRONG = /\*\*(.+?)\*\*/g;
const BULLET = /^- /;
const NUMBERED = /^\d+\. /;
const TABLE_RULE = /^\|[\s:|-]+\|$/;

type LineKind = "bullet" | "numbered" | "table" | "text";

function lineKind(line: string): LineKind {
  if (BULLET.test(line)) return "bullet";
  if (NUMBERED.test(line)) return "numbered";
  if (line.startsWith("|")) return "table";
  return "text";
}

function splitLinks(text: string, strong: boolean, into: Inline[]): void {
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) into.push({ kind: "text", text: text.slice(at, match.index), strong });
    const anchor = match[1]!;
    into.push({ kind: "link", anchor, label: match[2]?.trim() || anchorLabel(anchor), strong });
    at = match.index + match[0].length;
  }
  if (at < text.length) into.push({ kind: "text", text: text.slice(at), strong });
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const match of text.matchAll(STRONG)) {
    splitLinks(text.slice(at, match.index), false, out);
    splitLinks(match[1]!, true, out);
    at = match.index + match[0].length;
  }
  splitLinks(text.slice(at), false, out);
  return out;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => parseInline(cell.trim()));

function toBlock(kind: LineKind, lines: string[]): Block {
  switch (kind) {
    case "bullet":
    case "numbered":
      return {
        kind: "list",
        ordered: kind === "numbered",
        items: lines.map((l) => parseInline(l.replace(kind === "bullet" ? BULLET : NUMBERED, ""))),
      };
    case "table": {
      const [head = [], ...rows] = lines.filter((l) => !TABLE_RULE.test(l.trim())).map(cells);
      return { kind: "table", head, rows };
    }
    case "text":
      return { kind: "paragraph", content: parseInline(lines.join("\n")) };
  }
}

export function parseRulesMarkup(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    let run: string[] = [];
    let runKind: LineKind | null = null;
    for (const line of lines) {
      const kind = lineKind(line);
      if (runKind && kind !== runKind) {
        blocks.push(toBlock(runKind, run));
        run = [];
      }
      runKind = kind;
      run.push(line);
    }
    if (runKind) blocks.push(toBlock(runKind, run));
  }
  return blocks;
}

/** Every anchor a body links to, in order of first appearance. */
export function markupAnchors(body: string): string[] {
  return [...new Set([...body.matchAll(LINK)].map((m) => m[1]!))];
}

/** Plain words of a body (link labels kept, icons named): for the filter and metadata. */
export function rulesMarkupToPlain(body: string): string {
  const text = body
    .replace(LINK, (_m, anchor: string, label?: string) => label?.trim() || anchorLabel(anchor))
    .replace(STRONG, "$1")
    .replace(/^(- |\d+\. )/gm, "")
    .replace(/\|/g, " ");
  return parseCardText(text)
    .map((t) => (t.kind === "text" ? t.value : t.kind === "newline" ? " " : ` ${t.label} `))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}
