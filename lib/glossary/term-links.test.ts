import { describe, expect, it } from "vitest";
import { parseCardText } from "../cards/card-text";
import { buildTermIndex, cardGlossary, linkTerms, pluralOf, type LinkedToken } from "./term-links";

const index = buildTermIndex([
  { anchor: "Trifling", terms: ["trifling"] },
  { anchor: "Ready", terms: ["ready", "readied"] },
  { anchor: "Ready_Phase", terms: ["ready phase"] },
  { anchor: "Victory_Points", terms: ["victory point"] },
  { anchor: "Capabilities", terms: ["capability"] },
  { anchor: "Non_Human", terms: ["non-human"] },
  { anchor: "Captains_Deck", terms: ["captain's deck"] },
]);

const link = (text: string, glossary = cardGlossary(index)) => linkTerms(parseCardText(text), glossary);
const links = (tokens: LinkedToken[]) => tokens.flatMap((t) => (t.kind === "term" ? [[t.value, t.anchor]] : []));

describe("linking glossary terms in card text", () => {
  it("links a keyword to its entry and keeps the text around it", () => {
    expect(link("Trifling.\nDraw 1 card.")).toEqual([
      { kind: "term", value: "Trifling", anchor: "Trifling" },
      { kind: "text", value: "." },
      { kind: "newline" },
      { kind: "text", value: "Draw 1 card." },
    ]);
  });

  it("links only the first use of each entry", () => {
    expect(links(link("Ready a crew. Then ready another, and it stays ready."))).toEqual([["Ready", "Ready"]]);
  });

  it("shares first use across every text of one card", () => {
    const glossary = cardGlossary(index);
    expect(links(link("Trifling.", glossary))).toEqual([["Trifling", "Trifling"]]);
    expect(links(link("This Trifling card is ready.", glossary))).toEqual([["ready", "Ready"]]);
  });

  it("never links inside a word", () => {
    expect(links(link("It is already there, unready, triflingly small, a capabilityX."))).toEqual([]);
  });

  it("matches case-insensitively and keeps the card's own casing", () => {
    expect(links(link("TRIFLING and Victory Point"))).toEqual([
      ["TRIFLING", "Trifling"],
      ["Victory Point", "Victory_Points"],
    ]);
  });

  it("matches plural forms", () => {
    expect(links(link("Gain 2 victory points and two capabilities."))).toEqual([
      ["victory points", "Victory_Points"],
      ["capabilities", "Capabilities"],
    ]);
    expect([pluralOf("pass"), pluralOf("capability"), pluralOf("day"), pluralOf("crew")]).toEqual([
      "passes",
      "capabilities",
      "days",
      "crews",
    ]);
  });

  it("prefers the longest phrase and does not link its words again", () => {
    expect(links(link("During the Ready Phase, ready it."))).toEqual([
      ["Ready Phase", "Ready_Phase"],
      ["ready", "Ready"],
    ]);
  });

  it("links hyphenated and possessive terms whole, and not their parts", () => {
    expect(links(link("Non-Human crew draw from the captain's deck."))).toEqual([
      ["Non-Human", "Non_Human"],
      ["captain's deck", "Captains_Deck"],
    ]);
  });

  it("leaves icons alone and links words on either side of them", () => {
    const tokens = link("[ready] trifling[vp]");
    expect(tokens[0]).toMatchObject({ kind: "icon", icon: "ready" });
    expect(links(tokens)).toEqual([["trifling", "Trifling"]]);
  });

  it("does nothing with an empty index", () => {
    const empty = buildTermIndex([]);
    expect(link("Trifling.", cardGlossary(empty))).toEqual(parseCardText("Trifling."));
  });
});
