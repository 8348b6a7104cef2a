import { describe, expect, it } from "vitest";
import { readRules } from "../../seed/rules/read-rules";
import { entryPlace, frontSections, sectionHref, sectionPath } from "./reference-pages";

const { sections } = readRules();

describe("the rules reference's pages", () => {
  it("keeps the first chapter on /rules and gives each later section with something to read a page", () => {
    expect(frontSections(sections).map((s) => s.anchor)).toEqual([
      "About_This_Reference",
      "Background",
      "Game_Overview",
      "Victory",
      "The_Golden_Rule_and_The_Platinum_Rules",
    ]);
    const pages = Object.fromEntries(sections.map((s) => [s.anchor, sectionPath(s, sections)]));
    expect(pages).toMatchObject({
      Victory: null,
      Glossary: "/rules/Glossary",
      Appendices: null,
      Initial_Setup: "/rules/Initial_Setup",
      Round_Sequence: "/rules/Round_Sequence",
      Card_Anatomy: "/rules/card-anatomy",
    });
    expect(
      sectionHref(
        sections.find((s) => s.anchor === "Victory")!,
        sections,
      ),
    ).toBe("/rules#Victory");
  });

  it("places each entry in the section that shows it", () => {
    expect(entryPlace({ anchor: "Trifling", kind: "KEYWORD" }, sections)).toBe("/rules/Glossary#Trifling");
    expect(entryPlace({ anchor: "Ready_Phase", kind: "PHASE" }, sections)).toBe("/rules/Round_Sequence#Ready_Phase");
    expect(entryPlace({ anchor: "The_Golden_Rule", kind: "RULE" }, sections)).toBe("/rules#The_Golden_Rule");
    expect(entryPlace({ anchor: "Ready_Phase", kind: "PHASE" }, [])).toBe("/rules/Ready_Phase");
  });
});
