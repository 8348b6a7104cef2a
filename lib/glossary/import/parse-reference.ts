// Reads a rules reference page in the format of the game's own (HTML with a
// Twig loop for the glossary) into sections of Starport's rules markup:
// headings with ids become sections and anchors, icon spans become icon
// markup, links to #Anchor become [[Anchor]] links, "Stage N:" paragraphs of a
// phase become its stages, and the template loop over glossary entities is
// recognised as "the entries come from the database". Pure: no database.
import { ANCHOR_PATTERN, anchorLabel } from "../anchors";
import { readHtml, type HtmlEvent } from "./html-events";
import { ImportError } from "./import-error";
import { iconMarkup } from "./icon-classes";

interface ImportedSection {
  anchor: string;
  title: string;
  level: number;
  /** GLOSSARY when the page fills this section from the glossary loop. */
  kind: "TEXT" | "GLOSSARY";
  /** Every block, in page order. */
  body: string;
  /** "Stage N:" paragraphs, each with the list that follows it. */
  stages: string[];
  /** The body less its stages: what a phase entry keeps as its body. */
  bodyWithoutStages: string;
}

interface GlossaryLoop {
  line: number;
  /** The entry the keyword overview is nested in, when the page nests one. */
  keywordOverview: string | null;
}

export interface ImportedReference {
  sections: ImportedSection[];
  glossaryLoop: GlossaryLoop | null;
  warnings: string[];
}

type BlockKind = "paragraph" | "list" | "table";
interface Block {
  kind: BlockKind;
  markup: string;
}
interface Draft {
  anchor: string;
  title: string;
  level: number;
  kind: ImportedSection["kind"];
  blocks: Block[];
}

const STAGE = /^(?:\*\*)?Stage\s+\d+\s*:\s*(?:\*\*)?\s*/i;
const FOR_LOOP = /^\{%-?\s*for\s+(\w+)\s+in\s+(\w+)\s*-?%\}$/;
const OVERVIEW_TEST = /\bentity\.keyword\s*==\s*['"]([A-Za-z0-9_]+)['"]/;

/** Tidies one block's markup: spaces, empty strong marks, brackets emptied by a dropped icon. */
function tidy(markup: string): string {
  return markup
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\*\*\s*\*\*/g, "")
    .replace(/\(\s*\)/g, "")
    .replace(/ +([.,;:)])/g, "$1")
    .replace(/\( +/g, "(")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** The anchor a link points at inside the reference, or null for an outside link. */
function linkAnchor(href: string | undefined): string | null {
  if (!href) return null;
  const hash = href.indexOf("#");
  if (hash < 0 || /^[a-z]+:/i.test(href)) return null;
  // The page writes keyword anchors as #KW_Trifling; Starport's are #Trifling.
  const anchor = href.slice(hash + 1).replace(/^KW_/, "");
  return ANCHOR_PATTERN.test(anchor) ? anchor : null;
}

function splitStages(blocks: Block[]): { stages: string[]; rest: Block[] } {
  const stages: string[] = [];
  const rest: Block[] = [];
  let inStage = false;
  for (const block of blocks) {
    if (block.kind === "paragraph" && STAGE.test(block.markup)) {
      stages.push(block.markup.replace(STAGE, ""));
      inStage = true;
    } else if (inStage && block.kind === "list") {
      stages[stages.length - 1] += `\n${block.markup}`;
    } else {
      rest.push(block);
      inStage = false;
    }
  }
  return { stages, rest };
}

class ReferenceReader {
  readonly sections: Draft[] = [];
  readonly warnings: string[] = [];
  glossaryLoop: GlossaryLoop | null = null;
  private seen = new Map<string, number>();
  private inline = "";
  private heading: { id: string | undefined; level: number; line: number; text: string } | null = null;
  private link: { anchor: string | null; text: string } | null = null;
  private strong = 0;
  private lists: { ordered: boolean; items: string[]; open: boolean }[] = [];
  private table: { rows: string[][]; row: string[] | null; cell: boolean } | null = null;
  private template: { depth: number; line: number } | null = null;
  private unknownIcons = new Set<string>();

  private get current(): Draft | undefined {
    return this.sections.at(-1);
  }

  private get inCell(): boolean {
    return Boolean(this.lists.at(-1)?.open || this.table?.cell);
  }

  private append(text: string): void {
    if (this.link) this.link.text += text;
    else if (this.heading) this.heading.text += text;
    else this.inline += text;
  }

  private pushBlock(kind: BlockKind, markup: string, line: number): void {
    const tidied = tidy(markup);
    if (!tidied) return;
    if (!this.current) {
      this.warnings.push(`line ${line}: text before the first heading was ignored`);
      return;
    }
    this.current.blocks.push({ kind, markup: tidied });
  }

  /** Ends the paragraph in progress (inside a list item or table cell, only adds a space). */
  private breakInline(line: number): void {
    if (this.inCell) {
      this.inline += " ";
      return;
    }
    this.pushBlock("paragraph", this.inline, line);
    this.inline = "";
  }

  private takeCell(): string {
    const text = tidy(this.inline.replace(/\n/g, " "));
    this.inline = "";
    return text;
  }

  read(event: HtmlEvent): void {
    if (event.kind === "template") return this.readTemplate(event.code, event.line);
    if (this.template) return; // the loop's markup is a template for database rows
    if (event.kind === "text") return this.append(event.text.replace(/\s+/g, " "));
    if (event.kind === "open") this.open(event.name, event.attrs, event.line);
    else this.close(event.name, event.line);
  }

  private open(name: string, attrs: Record<string, string>, line: number): void {
    if (/^h[1-6]$/.test(name)) {
      this.breakInline(line);
      this.heading = { id: attrs.id, level: Math.min(Number(name[1]), 4), line, text: "" };
    } else if (name === "p" || name === "blockquote" || name === "div") {
      this.breakInline(line);
    } else if (name === "ul" || name === "ol") {
      this.breakInline(line);
      this.lists.push({ ordered: name === "ol", items: [], open: false });
    } else if (name === "li") {
      // htmlparser2 nests an <li> in an open <p> rather than ending the item
      // before it, so an item still open ends here.
      this.endItem();
      const list = this.lists.at(-1);
      if (list) list.open = true;
      this.inline = "";
    } else if (name === "table") {
      this.breakInline(line);
      this.table = { rows: [], row: null, cell: false };
    } else if (name === "tr" && this.table) {
      this.endRow();
      this.table.row = [];
    } else if ((name === "td" || name === "th") && this.table) {
      this.endCell();
      this.table.cell = true;
      this.inline = "";
    } else if (name === "br") {
      this.append(this.inCell || this.heading || this.link ? " " : "\n");
    } else if (name === "strong" || name === "b") {
      if (this.strong++ === 0) this.append("**");
    } else if (name === "a") {
      this.link = { anchor: linkAnchor(attrs.href), text: "" };
    } else if (name === "span" && attrs.class) {
      const icon = iconMarkup(attrs.class);
      if (icon) this.append(this.link || this.heading ? "" : ` ${icon}`);
      else if (!this.unknownIcons.has(attrs.class)) {
        this.unknownIcons.add(attrs.class);
        this.warnings.push(`line ${line}: Starport has no icon for <span class="${attrs.class}">; it was left out`);
      }
    }
  }

  private close(name: string, line: number): void {
    if (/^h[1-6]$/.test(name) && this.heading) {
      const { id, level, text, line: start } = this.heading;
      this.heading = null;
      const title = tidy(text.replace(/\*\*/g, ""));
      if (!id) return this.pushBlock("paragraph", `**${title}**`, line);
      if (!ANCHOR_PATTERN.test(id))
        throw new ImportError(start, `the heading id "${id}" is not an anchor such as Ready_Phase`);
      const previous = this.seen.get(id);
      if (previous) throw new ImportError(start, `the id "${id}" is already used by the heading on line ${previous}`);
      this.seen.set(id, start);
      this.sections.push({ anchor: id, title, level, kind: "TEXT", blocks: [] });
    } else if (name === "p" || name === "blockquote" || name === "div") {
      this.breakInline(line);
    } else if (name === "li") {
      this.endItem();
    } else if (name === "ul" || name === "ol") {
      const list = this.lists.pop();
      const items = list?.items.filter(Boolean) ?? [];
      this.pushBlock(
        "list",
        items.map((item, i) => (list!.ordered ? `${i + 1}. ${item}` : `- ${item}`)).join("\n"),
        line,
      );
    } else if (name === "td" || name === "th") {
      this.endCell();
    } else if (name === "tr") {
      this.endRow();
    } else if (name === "table" && this.table) {
      const [head, ...rows] = this.table.rows;
      this.table = null;
      if (head) {
        const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
        this.pushBlock("table", [line(head), `|${head.map(() => "---").join("|")}|`, ...rows.map(line)].join("\n"), 0);
      }
    } else if (name === "strong" || name === "b") {
      if (--this.strong === 0) this.append("**");
    } else if (name === "a" && this.link) {
      const { anchor, text } = this.link;
      this.link = null;
      const label = tidy(text).replace(/[|\]]/g, "");
      if (!label) return;
      this.append(anchor ? (label === anchorLabel(anchor) ? `[[${anchor}]]` : `[[${anchor}|${label}]]`) : label);
    }
  }

  private endItem(): void {
    const list = this.lists.at(-1);
    if (list?.open) {
      list.items.push(this.takeCell());
      list.open = false;
    }
  }

  private endCell(): void {
    if (!this.table?.cell) return;
    this.table.row?.push(this.takeCell().replace(/\|/g, "/"));
    this.table.cell = false;
  }

  private endRow(): void {
    this.endCell();
    if (!this.table?.row) return;
    this.table.rows.push(this.table.row);
    this.table.row = null;
  }

  private readTemplate(code: string, line: number): void {
    const tag = code.replace(/^\{[{%]-?\s*|\s*-?[%}]\}$/g, "");
    if (this.template) {
      if (/^(for|if)\b/.test(tag)) this.template.depth++;
      else if (/^end(for|if)\b/.test(tag)) this.template.depth--;
      const overview = OVERVIEW_TEST.exec(tag);
      if (overview && this.glossaryLoop) this.glossaryLoop.keywordOverview = overview[1]!;
      if (this.template.depth === 0) this.template = null;
      return;
    }
    const loop = FOR_LOOP.exec(code.trim());
    if (!loop)
      throw new ImportError(
        line,
        `the template tag ${code} is outside the glossary loop; only {% for entity in glossary %} is understood`,
      );
    if (loop[2] !== "glossary")
      throw new ImportError(line, `a template loop over '${loop[2]}' is not understood; only the glossary loop is`);
    if (!this.current) throw new ImportError(line, "the glossary loop comes before any heading");
    if (this.glossaryLoop)
      throw new ImportError(line, `a second glossary loop (the first is on line ${this.glossaryLoop.line})`);
    this.breakInline(line);
    this.current.kind = "GLOSSARY";
    this.glossaryLoop = { line, keywordOverview: null };
    this.template = { depth: 1, line };
  }

  finish(lastLine: number): void {
    if (this.template)
      throw new ImportError(this.template.line, "the glossary loop {% for %} is never closed with {% endfor %}");
    this.breakInline(lastLine);
  }
}

export function parseReference(source: string): ImportedReference {
  const { events, warnings } = readHtml(source);
  const reader = new ReferenceReader();
  for (const event of events) reader.read(event);
  reader.finish(events.at(-1)?.line ?? 1);
  const sections = reader.sections.map(({ blocks, ...section }) => {
    const { stages, rest } = splitStages(blocks);
    const join = (list: Block[]) => list.map((b) => b.markup).join("\n\n");
    return { ...section, body: join(blocks), stages, bodyWithoutStages: join(rest) };
  });
  const lineOf = (warning: string) => Number(/^line (\d+)/.exec(warning)?.[1] ?? 0);
  const allWarnings = [...warnings, ...reader.warnings].sort((a, b) => lineOf(a) - lineOf(b));
  return { sections, glossaryLoop: reader.glossaryLoop, warnings: allWarnings };
}
