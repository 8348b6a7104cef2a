import { describe, expect, it } from "vitest";
import { markupAnchors, parseInline, parseRulesMarkup, rulesMarkupToPlain } from "./rules-markup";

describe("parseRulesMarkup", () => {
  it("splits paragraphs on blank lines and keeps single newlines as line breaks", () => {
    expect(parseRulesMarkup("One.\nStill one.\n\nTwo.")).toEqual([
      { kind: "paragraph", content: [{ kind: "text", text: "One.\nStill one.", strong: false }] },
      { kind: "paragraph", content: [{ kind: "text", text: "Two.", strong: false }] },
    ]);
  });

  it("reads bullet and numbered lists, also right after a paragraph line", () => {
    const blocks = parseRulesMarkup("Choose one:\n- pursue\n- piracy\n\n1. first\n2. second");
    expect(blocks.map((b) => b.kind)).toEqual(["paragraph", "list", "list"]);
    expect(blocks[1]).toMatchObject({ ordered: false, items: [[{ text: "pursue" }], [{ text: "piracy" }]] });
    expect(blocks[2]).toMatchObject({ ordered: true, items: [[{ text: "first" }], [{ text: "second" }]] });
  });

  it("reads a table with a header row and skips the rule row", () => {
    const [table] = parseRulesMarkup("| Captains | Slots |\n|---|---|\n| 2 | two each |");
    expect(table).toMatchObject({
      kind: "table",
      head: [[{ text: "Captains" }], [{ text: "Slots" }]],
      rows: [[[{ text: "2" }], [{ text: "two each" }]]],
    });
  });

  it("keeps card icon markup inside text for CardText to draw", () => {
    expect(parseInline("Pay 1[credit] per [wound].")).toEqual([
      { kind: "text", text: "Pay 1[credit] per [wound].", strong: false },
    ]);
  });
});

describe("inline links and strong text", () => {
  it("reads [[Anchor]] with the anchor's words as label, and [[Anchor|label]]", () => {
    expect(parseInline("See [[Ready_Phase]] and [[Hand_Size|hand size]].")).toEqual([
      { kind: "text", text: "See ", strong: false },
      { kind: "link", anchor: "Ready_Phase", label: "Ready Phase", strong: false },
      { kind: "text", text: " and ", strong: false },
      { kind: "link", anchor: "Hand_Size", label: "hand size", strong: false },
      { kind: "text", text: ".", strong: false },
    ]);
  });

  it("marks strong text, links included", () => {
    expect(parseInline("**Keyword [[Trifling]]** text")).toEqual([
      { kind: "text", text: "Keyword ", strong: true },
      { kind: "link", anchor: "Trifling", label: "Trifling", strong: true },
      { kind: "text", text: " text", strong: false },
    ]);
  });

  it("lists every anchor a body links to, once, in order", () => {
    expect(markupAnchors("[[B]] then [[A|a]] and [[B|again]]")).toEqual(["B", "A"]);
    expect(markupAnchors("no links, [vp] is an icon")).toEqual([]);
  });

  it("gives plain words with icons named, for filtering and metadata", () => {
    expect(rulesMarkupToPlain("**Pay** 2[credit] to [[Jump|jump]].\n- then [vp]")).toBe(
      "Pay 2 credits to jump. then victory points",
    );
  });
});
