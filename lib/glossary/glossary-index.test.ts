import { describe, expect, it } from "vitest";
import { glossaryIndex } from "./glossary-index";

const entries = [
  { anchor: "Trifling", title: "Trifling", kind: "KEYWORD" },
  { anchor: "Armor", title: "Armor", kind: "KEYWORD" },
  { anchor: "Keywords", title: "Keywords", kind: "TERM" },
  { anchor: "Jump", title: "Jump", kind: "TERM" },
  { anchor: "Ready_Phase", title: "Ready Phase", kind: "PHASE" },
  { anchor: "The_Golden_Rule", title: "The Golden Rule", kind: "RULE" },
  { anchor: "Crew", title: "Crew", kind: "CARD_TYPE" },
  { anchor: "Infamy", title: "Infamy", kind: "TOKEN" },
];

describe("glossaryIndex", () => {
  const letters = glossaryIndex(entries);

  it("groups by first letter, A to Z, titles sorted", () => {
    expect(letters.map((l) => l.letter)).toEqual(["A", "C", "I", "J", "K", "R", "T"]);
  });

  it("nests the keywords, A to Z, inside the keywords entry", () => {
    const k = letters.find((l) => l.letter === "K")!.items[0]!;
    expect(k).toMatchObject({ kind: "entry", entry: { anchor: "Keywords" } });
    expect(k.kind === "entry" && k.nested.map((e) => e.anchor)).toEqual(["Armor", "Trifling"]);
  });

  it("points to keywords, phases and rules shown elsewhere instead of repeating them", () => {
    const kinds = Object.fromEntries(letters.flatMap((l) => l.items.map((i) => [i.entry.anchor, i.kind])));
    expect(kinds).toEqual({
      Armor: "pointer",
      Crew: "entry",
      Infamy: "entry",
      Jump: "entry",
      Keywords: "entry",
      Ready_Phase: "pointer",
      The_Golden_Rule: "pointer",
      Trifling: "pointer",
    });
  });
});
