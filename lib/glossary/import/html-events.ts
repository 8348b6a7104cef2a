// Reads a reference page with htmlparser2 into properly nested events, each
// with its line. htmlparser2 recovers from malformed HTML the way a browser
// does; the importer must not guess where rules text was meant to go, so the
// recoveries that could lose or move text stop the import with the line:
//  - a closing tag without its '>', or a tag that lost its '>' and took the
//    next tag into its name or attributes;
//  - "</ " or "<!" starting a bogus comment that swallows text up to a '>';
//  - a tag, attribute quote, comment or Twig tag still open at the end;
//  - an element closed implicitly that HTML requires to be closed: a heading
//    opened inside a heading, a closing tag that cuts across an open <a>, a
//    <ul> never closed.
// What HTML lets you leave out (the end of a <p>, <li> or table cell) passes
// quietly; a closing tag that matches nothing is dropped with a warning.
// Twig tags are found in the raw text and attribute values and come out as
// template events. The parser's start and end indices give every line.
import { decodeHTML, decodeHTMLAttribute } from "entities";
import { Parser, type Handler } from "htmlparser2";
import { ImportError } from "./import-error";
import { lineIndex } from "./line-index";
import { findTwigTags } from "./twig-tags";

export type HtmlEvent =
  | { kind: "open"; name: string; attrs: Record<string, string>; line: number }
  | { kind: "close"; name: string; line: number }
  | { kind: "text"; text: string; line: number }
  | { kind: "template"; code: string; line: number };

/** Elements HTML lets you leave unclosed. */
const OPTIONAL_END = new Set(["p", "li", "td", "th", "tr", "thead", "tbody", "tfoot", "dt", "dd", "option"]);
/** Their text is never rules content. */
const RAW_TEXT = new Set(["style", "script"]);
// Entities are decoded here, after the Twig tags are found in the raw text.
// Self-closing tags are honoured (<span class="vp"/> is an empty icon span).
const OPTIONS = { decodeEntities: false, recognizeSelfClosing: true };

interface OpenElement {
  name: string;
  start: number;
}

class PageHandler implements Partial<Handler> {
  readonly events: HtmlEvent[] = [];
  readonly warnings: string[] = [];
  /** Counts open and close events, so a closing tag that produced none is known. */
  elementEvents = 0;
  private parser!: Parser;
  private readonly lineAt: (offset: number) => number;
  /** The parser's stack of open elements, mirrored with where each starts. */
  private readonly open: OpenElement[] = [];
  /** Required closing tags the parser supplied, innermost first, until their cause is known. */
  private unclosed: OpenElement[] = [];
  /** A tag whose name was read and whose '>' has not come yet. */
  private pendingTag: OpenElement | null = null;
  private lastAttributeStart = -1;
  private tagTemplates: HtmlEvent[] = [];
  /** Raw text read since the last markup (a lone '<' splits it in two events). */
  private text: { start: number; raw: string } | null = null;

  constructor(private readonly source: string) {
    this.lineAt = lineIndex(source);
  }

  onparserinit(parser: Parser): void {
    this.parser = parser;
  }

  ontext(raw: string): void {
    if (RAW_TEXT.has(this.open.at(-1)?.name ?? "")) return;
    if (this.text) this.text.raw += raw;
    else this.text = { start: this.parser.endIndex + 1 - raw.length, raw };
  }

  onopentagname(name: string): void {
    this.flushText();
    const start = this.parser.startIndex;
    this.checkName(name, start, "<");
    const inside = this.unclosed.at(-1);
    if (inside) {
      throw new ImportError(
        this.lineAt(start),
        `<${name}> starts inside the <${inside.name}> opened on line ${this.lineAt(inside.start)}, which is never closed`,
      );
    }
    const element = { name, start };
    this.open.push(element);
    this.pendingTag = element;
    this.lastAttributeStart = -1;
    this.tagTemplates = [];
  }

  onattribute(name: string, raw: string, valueQuote?: string | null): void {
    const tag = this.pendingTag;
    if (!tag) return; // a second <form> the parser ignores
    const start = this.parser.startIndex;
    this.lastAttributeStart = start;
    if (name.includes("<")) this.notClosedBeforeNext(tag, start);
    const quote = /["']/.exec(name);
    if (quote)
      throw new ImportError(this.lineAt(start), `unexpected ${JSON.stringify(quote[0])} in the tag <${tag.name}`);
    if (valueQuote === undefined) return;
    const valueStart = this.parser.endIndex - (valueQuote ? 1 : 0) - raw.length;
    const { tags, unclosed } = findTwigTags(raw);
    if (unclosed) {
      throw new ImportError(
        this.lineAt(valueStart + unclosed.start),
        `the template tag ${unclosed.open} in the value of ${name}= is never closed with ${unclosed.close}`,
      );
    }
    for (const twig of tags)
      this.tagTemplates.push({ kind: "template", code: twig.code, line: this.lineAt(valueStart + twig.start) });
  }

  onopentag(name: string, attribs: Record<string, string>, isImplied: boolean): void {
    this.pendingTag = null;
    const line = this.lineAt(this.parser.startIndex);
    // Browsers read a stray </p> as <p></p> (and </br> as <br>).
    if (isImplied && name === "p")
      this.warnings.push(`line ${line}: </p> closes nothing and was read as an empty paragraph`);
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(attribs)) attrs[key] = decodeHTMLAttribute(value);
    if (this.tagTemplates.length) this.events.push(...this.tagTemplates);
    this.events.push({ kind: "open", name, attrs, line });
    this.tagTemplates = [];
    this.elementEvents++;
  }

  onclosetag(name: string, isImplied: boolean): void {
    this.flushText();
    const element = this.open.pop()!;
    const at = this.parser.startIndex;
    this.events.push({ kind: "close", name, line: this.lineAt(at) });
    this.elementEvents++;
    // A void or self-closing element is closed by the very tag that opened it.
    const closedByItsOwnTag = element.start === at;
    if (isImplied && !closedByItsOwnTag && !OPTIONAL_END.has(name)) {
      this.unclosed.push(element);
      return;
    }
    const cut = this.unclosed.at(-1);
    if (!isImplied && cut) {
      throw new ImportError(
        this.lineAt(at),
        `</${name}> closes <${name}> while the <${cut.name}> opened on line ${this.lineAt(cut.start)} is still open`,
      );
    }
  }

  oncomment(): void {
    this.flushText();
    const start = this.source.indexOf("<", this.parser.startIndex);
    // "</ " and "<!" without "--" open a bogus comment that swallows everything up to the next '>'.
    if (this.source.startsWith("</", start))
      throw new ImportError(this.lineAt(start), "the closing tag </ has no name");
    if (this.source.startsWith("<!", start) && !/^<!(--|\[CDATA\[)/.test(this.source.slice(start, start + 9))) {
      throw new ImportError(this.lineAt(start), "the markup <! is not a comment; comments are written <!-- … -->");
    }
    // A closed comment ends at its '>'; one still open runs to the end of the page.
    if (this.parser.endIndex < this.source.length) return;
    throw new ImportError(
      this.lineAt(start),
      this.source.startsWith("<!--", start)
        ? "the comment <!-- is never closed with -->"
        : `the markup ${this.source.slice(start, start + 2)} is never closed with '>'`,
    );
  }

  onprocessinginstruction(): void {
    this.flushText();
  }

  onend(): void {
    this.flushText();
  }

  /**
   * A closing tag as the tokenizer reads it: its name runs to a space, '/' or
   * '>', and anything after the name up to the next '>' is skipped. That
   * skip would swallow the text and tags after a closing tag that lost its '>'.
   */
  closingTag(nameStart: number, nameEnd: number): void {
    this.flushText(); // text on either side of a dropped tag is not one run
    const start = nameStart - 2;
    this.checkName(this.source.slice(nameStart, nameEnd), start, "</");
    const close = /\s*>/y;
    close.lastIndex = nameEnd;
    if (!close.test(this.source)) {
      throw new ImportError(
        this.lineAt(start),
        `the closing tag ${this.source.slice(start, nameEnd)} is not closed with '>'`,
      );
    }
  }

  /** The parser dropped a closing tag that matches no open element. */
  strayClosingTag(nameStart: number, nameEnd: number): void {
    const name = this.source.slice(nameStart, nameEnd).toLowerCase();
    this.warnings.push(`line ${this.lineAt(nameStart)}: </${name}> closes nothing and was ignored`);
  }

  /**
   * A tag name runs to a space, '/' or '>', so a tag that lost its '>' takes
   * what follows into its name (<p<strong>, </td<td>).
   */
  private checkName(name: string, start: number, opening: "<" | "</"): void {
    const valid = /^[A-Za-z][A-Za-z0-9:._-]*/.exec(name)![0];
    if (valid.length === name.length) return;
    const unexpected = name[valid.length]!;
    if (opening === "</") {
      if (name.includes("<"))
        throw new ImportError(this.lineAt(start), `the closing tag </${valid} is not closed with '>'`);
      throw new ImportError(
        this.lineAt(start),
        `unexpected ${JSON.stringify(unexpected)} in the closing tag </${valid}`,
      );
    }
    if (name.includes("<")) this.notClosedBeforeNext({ name: valid, start }, start);
    throw new ImportError(this.lineAt(start), `unexpected ${JSON.stringify(unexpected)} in the tag <${valid}`);
  }

  private notClosedBeforeNext(tag: OpenElement, from: number): never {
    const next = this.source.indexOf("<", from + 1);
    throw new ImportError(
      this.lineAt(next),
      `the tag <${tag.name} from line ${this.lineAt(tag.start)} is not closed with '>' before the next '<'`,
    );
  }

  /** After the parser's end: what it silently dropped or closed. */
  finish(): void {
    const tag = this.pendingTag;
    if (tag) {
      // The parser's start index is where the last attribute name began; if
      // that attribute never ended, see whether it opened a quote.
      const at = this.parser.startIndex;
      const quotedAttribute = /([^\s=/>]+)\s*=\s*(["'])/y;
      quotedAttribute.lastIndex = at;
      const quoted = at > tag.start && at !== this.lastAttributeStart ? quotedAttribute.exec(this.source) : null;
      if (quoted) {
        throw new ImportError(
          this.lineAt(at + quoted[0].length - 1),
          `the value of ${quoted[1]}= in <${tag.name}> opens a ${quoted[2]} that is never closed`,
        );
      }
      throw new ImportError(this.lineAt(tag.start), `the tag <${tag.name} is never closed with '>'`);
    }
    // Markup that starts after the page's last '>' never ends; the parser drops it.
    const markupStart = /<\/?[A-Za-z][^\s/>]*|<[!?][^\s>]*/g;
    markupStart.lastIndex = this.source.lastIndexOf(">") + 1;
    const unended = markupStart.exec(this.source);
    if (unended) {
      const [markup] = unended;
      const line = this.lineAt(unended.index);
      if (markup.startsWith("</")) throw new ImportError(line, `the closing tag ${markup} is not closed with '>'`);
      throw new ImportError(
        line,
        `the ${markup[1] === "!" || markup[1] === "?" ? "markup" : "tag"} ${markup} is never closed with '>'`,
      );
    }
    const outermost = this.unclosed.at(-1);
    if (outermost) throw new ImportError(this.lineAt(outermost.start), `<${outermost.name}> is never closed`);
  }

  /** Emits the text read since the last markup, split at its Twig tags. */
  private flushText(): void {
    const text = this.text;
    if (!text) return;
    this.text = null;
    const { tags, unclosed } = findTwigTags(text.raw);
    let from = 0;
    for (const twig of tags) {
      this.pushText(text.raw.slice(from, twig.start), text.start + from);
      this.events.push({ kind: "template", code: twig.code, line: this.lineAt(text.start + twig.start) });
      from = twig.end;
    }
    if (unclosed) {
      const { open, close } = unclosed;
      const atEnd = text.start + text.raw.length >= this.source.length;
      throw new ImportError(
        this.lineAt(text.start + unclosed.start),
        atEnd
          ? `the template tag ${open} is never closed with ${close}`
          : `the template tag ${open} is not closed with ${close} before the next tag`,
      );
    }
    this.pushText(text.raw.slice(from), text.start + from);
  }

  private pushText(raw: string, start: number): void {
    if (raw) this.events.push({ kind: "text", text: decodeHTML(raw), line: this.lineAt(start) });
  }
}

/** htmlparser2's parser, showing the page each closing tag it reads, even one it drops without an event. */
class PageParser extends Parser {
  constructor(private readonly page: PageHandler) {
    super(page, OPTIONS);
  }

  override onclosetag(start: number, endIndex: number): void {
    this.page.closingTag(start, endIndex);
    const seen = this.page.elementEvents;
    super.onclosetag(start, endIndex);
    if (this.page.elementEvents === seen) this.page.strayClosingTag(start, endIndex);
  }
}

/** The page as nested open/close, text and template events; throws ImportError naming the line. */
export function readHtml(source: string): { events: HtmlEvent[]; warnings: string[] } {
  const page = new PageHandler(source);
  const parser = new PageParser(page);
  parser.write(source);
  parser.end();
  page.finish();
  return { events: page.events, warnings: page.warnings };
}
