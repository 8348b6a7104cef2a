// Balances the token stream into properly nested open/close events, the way
// a browser would for the omissions HTML allows (an unclosed <p>, <li> or
// table cell, void elements, a stray closing tag), and rejects the rest with
// the line: an element left open that must be closed, a heading inside a
// heading, a closing tag that cuts across an open element.
import { ImportError, type HtmlToken } from "./html-tokens";

export type TreeEvent =
  | { kind: "open"; name: string; attrs: Record<string, string>; line: number }
  | { kind: "close"; name: string; line: number }
  | { kind: "text"; text: string; line: number }
  | { kind: "template"; code: string; line: number };

const VOID = new Set(["br", "hr", "img", "input", "meta", "link", "wbr", "col", "area", "base", "source"]);
/** Elements HTML lets you leave unclosed. */
const OPTIONAL_END = new Set(["p", "li", "td", "th", "tr", "thead", "tbody", "tfoot", "dt", "dd", "option"]);
const BLOCK = new Set(["address", "article", "aside", "blockquote", "div", "dl", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul"]);
const HEADING = /^h[1-6]$/;
/** What opening an element closes when it is still open on top. */
const IMPLIES_CLOSE: Record<string, Set<string>> = {
  li: new Set(["p", "li"]),
  dt: new Set(["p", "dt", "dd"]),
  dd: new Set(["p", "dt", "dd"]),
  tr: new Set(["p", "td", "th", "tr"]),
  td: new Set(["p", "td", "th"]),
  th: new Set(["p", "td", "th"]),
};

export function balanceTree(tokens: HtmlToken[], warnings: string[]): TreeEvent[] {
  const events: TreeEvent[] = [];
  const stack: { name: string; line: number }[] = [];
  const pop = (line: number) => events.push({ kind: "close", name: stack.pop()!.name, line });
  const closeImplied = (names: Set<string>, line: number) => {
    while (stack.length && names.has(stack.at(-1)!.name)) pop(line);
  };

  for (const token of tokens) {
    if (token.kind === "text" || token.kind === "template") {
      events.push(token);
      continue;
    }
    if (token.kind === "close" && token.name === "br") {
      // Browsers read a stray </br> as <br>.
      events.push({ kind: "open", name: "br", attrs: {}, line: token.line }, { kind: "close", name: "br", line: token.line });
      continue;
    }
    if (token.kind === "open") {
      const { name, line } = token;
      closeImplied(IMPLIES_CLOSE[name] ?? (BLOCK.has(name) ? new Set(["p"]) : new Set()), line);
      if (HEADING.test(name)) {
        const open = stack.find((e) => HEADING.test(e.name));
        if (open) throw new ImportError(line, `<${name}> starts inside the <${open.name}> opened on line ${open.line}, which is never closed`);
      }
      events.push({ kind: "open", name, attrs: token.attrs, line });
      if (VOID.has(name) || token.selfClosing) events.push({ kind: "close", name, line });
      else stack.push({ name, line });
      continue;
    }
    const at = stack.findLastIndex((e) => e.name === token.name);
    if (at < 0) {
      warnings.push(`line ${token.line}: </${token.name}> closes nothing and was ignored`);
      continue;
    }
    const cut = stack.slice(at + 1).find((e) => !OPTIONAL_END.has(e.name));
    if (cut) throw new ImportError(token.line, `</${token.name}> closes <${token.name}> while the <${cut.name}> opened on line ${cut.line} is still open`);
    while (stack.length > at) pop(token.line);
  }
  const unclosed = stack.find((e) => !OPTIONAL_END.has(e.name));
  if (unclosed) throw new ImportError(unclosed.line, `<${unclosed.name}> is never closed`);
  while (stack.length) pop(tokens.at(-1)?.line ?? 1);
  return events;
}
