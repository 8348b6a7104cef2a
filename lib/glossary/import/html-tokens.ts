// A small HTML + Twig tokenizer that remembers line numbers, so the importer
// can name the line of anything malformed. It is strict only where a guess
// would lose content: an unterminated tag, quote, comment or template tag is
// an error; everything else is passed on for the tree check.

export class ImportError extends Error {
  override name = "ImportError";
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`line ${line}: ${detail}`);
  }
}

export type HtmlToken =
  | { kind: "text"; text: string; line: number }
  | { kind: "open"; name: string; attrs: Record<string, string>; selfClosing: boolean; line: number }
  | { kind: "close"; name: string; line: number }
  | { kind: "template"; code: string; line: number };

const RAW_TEXT = new Set(["style", "script"]);
// Sticky and global patterns read at a position without copying the rest of the source.
const NEXT_MARKUP = /<|\{[{%]/g;
const CLOSE_TAG = /<\/([A-Za-z][A-Za-z0-9-]*)\s*>/y;
const TAG_NAME = /<([A-Za-z][A-Za-z0-9-]*)/y;
const ATTR_NAME = /[^\s=>/<"']+/y;
const BARE_VALUE = /[^\s>]+/y;

function readAt(pattern: RegExp, source: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(source);
}
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", mdash: "—", ndash: "–", hellip: "…" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function tokenizeHtml(source: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let at = 0;
  let line = 1;
  const advance = (to: number) => {
    for (let i = at; i < to; i++) if (source.charCodeAt(i) === 10) line++;
    at = to;
  };
  const lineAt = (index: number) => {
    let n = line;
    for (let i = at; i < index; i++) if (source.charCodeAt(i) === 10) n++;
    return n;
  };
  const text = (to: number) => {
    if (to > at) tokens.push({ kind: "text", text: decodeEntities(source.slice(at, to)), line });
    advance(to);
  };

  while (at < source.length) {
    const next = readAt(NEXT_MARKUP, source, at);
    if (!next) {
      text(source.length);
      break;
    }
    text(next.index);
    const start = line;
    if (source.startsWith("<!--", at)) {
      const end = source.indexOf("-->", at + 4);
      if (end < 0) throw new ImportError(start, "the comment <!-- is never closed with -->");
      advance(end + 3);
    } else if (source.startsWith("{%", at) || source.startsWith("{{", at)) {
      const close = source[at + 1] === "%" ? "%}" : "}}";
      const end = source.indexOf(close, at + 2);
      if (end < 0) throw new ImportError(start, `the template tag ${source.slice(at, at + 2)} is never closed with ${close}`);
      tokens.push({ kind: "template", code: source.slice(at, end + 2), line: start });
      advance(end + 2);
    } else if (/^<\/[A-Za-z]/.test(source.slice(at, at + 3))) {
      const match = readAt(CLOSE_TAG, source, at);
      if (!match) throw new ImportError(start, `the closing tag ${source.slice(at, at + 12).split(/\s/)[0]} is not closed with '>'`);
      tokens.push({ kind: "close", name: match[1]!.toLowerCase(), line: start });
      advance(at + match[0].length);
    } else if (/^<[A-Za-z]/.test(source.slice(at, at + 2))) {
      const open = readOpenTag(source, at, start, lineAt);
      tokens.push(open.token);
      advance(open.end);
      if (RAW_TEXT.has(open.token.name) && !open.token.selfClosing) {
        const close = source.slice(at).search(new RegExp(`</${open.token.name}\\s*>`, "i"));
        if (close < 0) throw new ImportError(start, `<${open.token.name}> is never closed`);
        advance(at + close); // raw text is skipped: it is never rules content
      }
    } else {
      text(at + 1); // a lone "<" is text
    }
  }
  return tokens;
}

function readOpenTag(
  source: string,
  from: number,
  line: number,
  lineAt: (index: number) => number,
): { token: Extract<HtmlToken, { kind: "open" }>; end: number } {
  const name = readAt(TAG_NAME, source, from)![1]!.toLowerCase();
  const attrs: Record<string, string> = {};
  let i = from + name.length + 1;
  for (;;) {
    while (i < source.length && /\s/.test(source[i]!)) i++;
    if (i >= source.length) throw new ImportError(line, `the tag <${name} is never closed with '>'`);
    const c = source[i]!;
    if (c === ">") return { token: { kind: "open", name, attrs, selfClosing: false, line }, end: i + 1 };
    if (source.startsWith("/>", i)) return { token: { kind: "open", name, attrs, selfClosing: true, line }, end: i + 2 };
    if (c === "<") throw new ImportError(lineAt(i), `the tag <${name} from line ${line} is not closed with '>' before the next '<'`);
    const attr = readAt(ATTR_NAME, source, i);
    if (!attr) throw new ImportError(lineAt(i), `unexpected ${JSON.stringify(c)} in the tag <${name}`);
    i += attr[0].length;
    let value = "";
    while (i < source.length && /\s/.test(source[i]!)) i++;
    if (source[i] === "=") {
      i++;
      while (i < source.length && /\s/.test(source[i]!)) i++;
      const quote = source[i];
      if (quote === '"' || quote === "'") {
        const end = source.indexOf(quote, i + 1);
        if (end < 0) throw new ImportError(lineAt(i), `the value of ${attr[0]}= in <${name}> opens a ${quote} that is never closed`);
        value = source.slice(i + 1, end);
        i = end + 1;
      } else {
        const bare = readAt(BARE_VALUE, source, i);
        value = bare ? bare[0] : "";
        i += value.length;
      }
    }
    attrs[attr[0].toLowerCase()] = decodeEntities(value);
  }
}
