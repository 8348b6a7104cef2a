import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "./limits";
import { parseDecklist } from "./parse";

const entry = (line: string) => parseDecklist(line).entries[0];

describe("parseDecklist", () => {
  it.each([
    ["3x Free Trader", 3],
    ["3X Free Trader", 3],
    ["3 x Free Trader", 3],
    ["3 Free Trader", 3],
    ["Free Trader x3", 3],
    ["Free Trader x 3", 3],
    ["Free Trader", 1],
    ["- 2x Free Trader", 2],
  ])("reads %s", (line, quantity) => {
    expect(entry(line)).toEqual({ name: "Free Trader", quantity, line: 1 });
  });

  it("keeps digits that belong to the name", () => {
    expect(entry("2nd Officer")).toMatchObject({ name: "2nd Officer", quantity: 1 });
    expect(entry("2 2nd Officer")).toMatchObject({ name: "2nd Officer", quantity: 2 });
  });

  it("reads set codes and collector numbers in brackets or parentheses", () => {
    expect(entry("3x Free Trader (CORE)")).toEqual({ name: "Free Trader", quantity: 3, setCode: "CORE", line: 1 });
    expect(entry("Free Trader [drft 12]")).toEqual({
      name: "Free Trader",
      quantity: 1,
      setCode: "DRFT",
      number: 12,
      line: 1,
    });
    expect(entry("Free Trader (CORE) x2")).toMatchObject({ name: "Free Trader", quantity: 2, setCode: "CORE" });
    expect(entry("Free Trader x2 [CORE 4]")).toMatchObject({
      name: "Free Trader",
      quantity: 2,
      setCode: "CORE",
      number: 4,
    });
  });

  it("places entries in the section of the header above them, with or without counts and colons", () => {
    const text = [
      "Ship:",
      "Free Trader",
      "Captain's deck (60)",
      "3x Medkit",
      "Captain’s Deck:",
      "1 Vargr Raider",
      "Captain:",
      "2 Snub Fighter",
      "Adventure deck",
      "2x Salvage Run",
      "Adventures (20):",
      "Salvage Run x1",
      "Ship: Scout Courier",
    ].join("\n");
    const { entries, problems } = parseDecklist(text);
    expect(problems).toEqual([]);
    expect(entries.map((e) => [e.name, e.section, e.line])).toEqual([
      ["Free Trader", "ship", 2],
      ["Medkit", "captain", 4],
      ["Vargr Raider", "captain", 6],
      ["Snub Fighter", "captain", 8],
      ["Salvage Run", "adventure", 10],
      ["Salvage Run", "adventure", 12],
      ["Scout Courier", "ship", 13],
    ]);
  });

  it("ends the ship's section at its one card: the lines after it, with no header, go by their type", () => {
    for (const text of [
      "Ship: Free Trader\n3x Medkit\n2 Salvage Run",
      "Ship:\nFree Trader\n3x Medkit\n2 Salvage Run",
    ]) {
      const { entries, problems } = parseDecklist(text);
      expect(problems).toEqual([]);
      expect(entries.map((e) => [e.name, e.section])).toEqual([
        ["Free Trader", "ship"],
        ["Medkit", undefined],
        ["Salvage Run", undefined],
      ]);
    }
    // A header after the ship still places what follows it.
    const { entries } = parseDecklist("Ship: Free Trader\nAdventure deck:\n2 Salvage Run\n3x Medkit");
    expect(entries.map((e) => e.section)).toEqual(["ship", "adventure", "adventure"]);
  });

  it("skips blank lines and comments, and counts lines across Windows and old Mac line endings", () => {
    const { entries, problems } = parseDecklist("# my deck\r\n\r\n// ship first\r\n  1x Free Trader  \r\n\r3 Medkit");
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { name: "Free Trader", quantity: 1, line: 4 },
      { name: "Medkit", quantity: 3, line: 6 },
    ]);
  });

  it("collapses inner whitespace in names", () => {
    expect(entry("2x  Free\tTrader")).toMatchObject({ name: "Free Trader" });
  });

  it("reports unreadable lines with their line numbers and keeps the rest", () => {
    const { entries, problems } = parseDecklist(
      ["1 Free Trader", "0x Medkit", "1000 Medkit", "Medkit x0", "3x", `2 ${"a".repeat(101)}`].join("\n"),
    );
    expect(entries).toEqual([{ name: "Free Trader", quantity: 1, line: 1 }]);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6]);
    expect(problems[0]).toEqual({
      line: 2,
      text: "0x Medkit",
      message: `the quantity must be between 1 and ${MAX_LINE_QUANTITY}`,
    });
    expect(problems[3]!.message).toBe("no card name");
    expect(problems[4]!.message).toMatch(/at most 100 characters/);
  });

  it("gives nothing for an empty list", () => {
    expect(parseDecklist("")).toEqual({ entries: [], problems: [] });
  });
});

describe("the sideboard", () => {
  it("starts at a Considering or Sideboard header, and a deck header ends it", () => {
    const text = [
      "Captain's deck:",
      "3x Medkit",
      "Considering (2):",
      "2x Snub Pistol",
      "Adventure deck:",
      "Salvage Run",
      "Sideboard: Vargr Raider",
    ].join("\n");
    const { entries, problems } = parseDecklist(text);
    expect(problems).toEqual([]);
    expect(entries.map((e) => [e.name, e.quantity, e.section])).toEqual([
      ["Medkit", 3, "captain"],
      ["Snub Pistol", 2, "considering"],
      ["Salvage Run", 1, "adventure"],
      ["Vargr Raider", 1, "considering"],
    ]);
  });
});

describe("a pasted JSON export", () => {
  const json = JSON.stringify(
    {
      name: "Far Trader",
      description: "Reads { and [ in text as text",
      cards: [
        { slug: "beowulf", name: "Beowulf", set: "CORE", number: 1, section: "ship", quantity: 1 },
        { slug: "snub-pistol", name: "Snub Pistol", set: "CORE", number: 5, section: "captain", quantity: 3 },
      ],
      considering: [{ slug: "medkit", name: "Medkit", set: "CORE", number: 7, section: "considering", quantity: 2 }],
    },
    null,
    2,
  );

  it("reads cards by slug with their sections, the sideboard as considering, each with the line its object starts on", () => {
    const { entries, problems } = parseDecklist(json);
    expect(problems).toEqual([]);
    const lines = json.split("\n");
    const lineOf = (slug: string) => lines.findIndex((l) => l.includes(`"slug": "${slug}"`));
    expect(entries).toEqual([
      {
        name: "Beowulf",
        slug: "beowulf",
        setCode: "CORE",
        number: 1,
        section: "ship",
        quantity: 1,
        line: lineOf("beowulf"),
      },
      {
        name: "Snub Pistol",
        slug: "snub-pistol",
        setCode: "CORE",
        number: 5,
        section: "captain",
        quantity: 3,
        line: lineOf("snub-pistol"),
      },
      {
        name: "Medkit",
        slug: "medkit",
        setCode: "CORE",
        number: 7,
        section: "considering",
        quantity: 2,
        line: lineOf("medkit"),
      },
    ]);
  });

  it("reads the sideboard first when the text puts it first, and cards named only by name", () => {
    const { entries } = parseDecklist(
      '{"considering":[{"name":"Medkit","quantity":1}],"cards":[{"name":"Beowulf","quantity":1}]}',
    );
    expect(entries.map((e) => [e.name, e.section])).toEqual([
      ["Medkit", "considering"],
      ["Beowulf", undefined],
    ]);
  });

  it("reports JSON it cannot read, and each card it cannot use, without reading further", () => {
    expect(parseDecklist("{ not json").problems[0]!.message).toMatch(/^the list reads as JSON but is not valid JSON/);
    expect(parseDecklist('{"deck": []}').problems[0]!.message).toMatch(/a JSON list has a `cards` array/);
    const { entries, problems } = parseDecklist(
      JSON.stringify({ cards: [{ slug: "a", quantity: 0 }, { quantity: 1 }, { slug: "b", quantity: 2 }] }, null, 1),
    );
    expect(entries.map((e) => e.slug)).toEqual(["b"]);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [3, expect.stringMatching(/^quantity /)],
      [7, "a card needs a slug or a name"],
    ]);
  });
});

describe("every common way to write a count", () => {
  it.each([
    ["3 Free Trader", 3],
    ["3x Free Trader", 3],
    ["3 x Free Trader", 3],
    ["x3 Free Trader", 3],
    ["X2 Free Trader", 2],
    ["Free Trader x3", 3],
    ["Free Trader (3)", 3],
    ["Free Trader (12)", 12],
    ["Free Trader ( 99 )", 99],
  ])("reads %s", (line, quantity) => {
    expect(entry(line)).toEqual({ name: "Free Trader", quantity, line: 1 });
  });

  it("reads a bracketed set code as a set, never as a count", () => {
    expect(entry("Free Trader (core)")).toEqual({ name: "Free Trader", quantity: 1, setCode: "CORE", line: 1 });
    expect(entry("2x Free Trader (D2)")).toEqual({ name: "Free Trader", quantity: 2, setCode: "D2", line: 1 });
    expect(entry("Free Trader (3) (CORE)")).toEqual({ name: "Free Trader", quantity: 3, setCode: "CORE", line: 1 });
  });

  it("reads the site's own text export back", () => {
    const { entries, problems } = parseDecklist("Ship:\n1x Free Trader\n\nCaptain's deck:\n# Crew (2)\n2x Medkit");
    expect(problems).toEqual([]);
    expect(entries.map((e) => [e.section, e.name, e.quantity])).toEqual([
      ["ship", "Free Trader", 1],
      ["captain", "Medkit", 2],
    ]);
  });

  it.each([
    "2.5 Medkit",
    "-1 Medkit",
    "x1.5 Medkit",
    "Medkit x2.5",
    "Medkit (1,5)",
    "Medkit (½)",
    "Medkit x-2",
    "Medkit (0)",
    "Medkit (100)",
  ])("reports %s instead of reading one copy", (line) => {
    const { entries, problems } = parseDecklist(line);
    expect(entries).toEqual([]);
    expect(problems).toHaveLength(1);
  });

  it("keeps names that merely start with an x or hold a comma", () => {
    expect(entry("X, the Broker")).toMatchObject({ name: "X, the Broker", quantity: 1 });
    expect(entry("2 Xeno-Linguist")).toMatchObject({ name: "Xeno-Linguist", quantity: 2 });
  });
});
