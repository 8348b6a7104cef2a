import { describe, expect, it } from "vitest";
import { cardReferences, cardReferencesAsText, linkCardReferences, MAX_CARD_LINKS } from "./card-links";

const catalogue: Record<string, string> = { "Free Trader": "free-trader", "Vacc Suit": "vacc-suit" };
const slugOf = (name: string) => catalogue[name];

describe("[[Card Name]] references", () => {
  it("links known names to their card and leaves unknown ones as text", () => {
    expect(linkCardReferences("Try [[Free Trader]] with [[Nonsense]].", slugOf)).toBe(
      "Try [Free Trader](/cards/free-trader) with [[Nonsense]].",
    );
  });

  it("reads each name once and at most MAX_CARD_LINKS of them, however many are written", () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `[[Card ${i}]]`).join(" ");
    const names = cardReferences(body);
    expect(names).toHaveLength(MAX_CARD_LINKS);
    expect(cardReferences("[[Vacc Suit]] [[Vacc Suit]]")).toEqual(["Vacc Suit"]);
  });

  it("escapes a name's Markdown and a slug's path characters, so neither can leave its link", () => {
    expect(linkCardReferences("[[x<b>*_]]", () => "a/../b")).toBe("[x\\<b\\>\\*\\_](/cards/a%2F..%2Fb)");
    expect(cardReferences("[[a](javascript:alert(1)) [b]]")).toEqual([]);
  });

  it("reads each reference as its bare name in an excerpt, and leaves other brackets alone", () => {
    expect(cardReferencesAsText("Why [[ Merrow's Lantern ]] and [not] [[x]]?")).toBe(
      "Why Merrow's Lantern and [not] x?",
    );
  });
});
