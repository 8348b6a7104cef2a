import { describe, expect, it } from "vitest";
import { exportDeckJson, exportDeckText, type ExportCard, type ExportDeck } from "./export";

const card = (name: string, type: ExportDeck["cards"][number]["card"]["type"], number: number) => ({
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  name,
  type,
  setCode: "CORE",
  number,
});
const deck: ExportDeck = {
  id: "d1",
  name: "Far Trader",
  description: "",
  formatId: "standard",
  version: 4,
  legal: false,
  cards: [
    { quantity: 20, card: card("Lost Cargo", "ADVENTURE", 9) },
    { quantity: 3, card: card("Snub Pistol", "GEAR", 5) },
    { quantity: 1, card: card("Beowulf", "SHIP", 1) },
    { quantity: 1, card: card("Ada Kell", "CREW", 2) },
  ],
};

describe("exportDeckText", () => {
  it("writes Ship, Captain's deck and Adventure deck sections of `Nx Name` lines, the captain's deck grouped by type, each group by name", () => {
    const crew = { quantity: 2, card: card("Bryn Otway", "CREW", 3) };
    expect(exportDeckText({ ...deck, cards: [...deck.cards, crew] })).toBe(
      [
        "Ship:",
        "1x Beowulf",
        "",
        "Captain's deck:",
        "# Crew (3)",
        "1x Ada Kell",
        "2x Bryn Otway",
        "",
        "# Gear (3)",
        "3x Snub Pistol",
        "",
        "Adventure deck:",
        "20x Lost Cargo",
        "",
      ].join("\n"),
    );
  });

  it("leaves out empty sections and types", () => {
    expect(exportDeckText({ ...deck, cards: deck.cards.slice(1, 2) })).toBe(
      "Captain's deck:\n# Gear (3)\n3x Snub Pistol\n",
    );
    expect(exportDeckText({ ...deck, cards: [] })).toBe("\n");
  });
});

describe("exportDeckJson", () => {
  it("lists every card with its slug, set, section and quantity", () => {
    const json = exportDeckJson(deck);
    expect(json).toMatchObject({ id: "d1", name: "Far Trader", format: "standard", version: 4, legal: false });
    expect(json.cards[0]).toEqual({
      slug: "ada-kell",
      name: "Ada Kell",
      set: "CORE",
      number: 2,
      section: "captain",
      quantity: 1,
    });
    expect(json.cards.map((c) => c.section)).toEqual(["captain", "ship", "adventure", "captain"]);
  });
});

const sideboard: ExportCard[] = [
  { quantity: 2, card: card("Medkit", "GEAR", 7) },
  { quantity: 1, card: card("Ada Kell", "CREW", 2) },
];

describe("the sideboard in exports", () => {
  it("closes the text with a Considering section, by name", () => {
    expect(
      exportDeckText({ ...deck, considering: sideboard })
        .split("\n\n")
        .at(-1),
    ).toBe("Considering:\n1x Ada Kell\n2x Medkit\n");
    expect(exportDeckText({ ...deck, considering: [] })).not.toContain("Considering");
  });

  it("lists it apart in JSON", () => {
    const json = exportDeckJson({ ...deck, considering: sideboard });
    expect(json.considering).toEqual([
      { slug: "ada-kell", name: "Ada Kell", set: "CORE", number: 2, section: "considering", quantity: 1 },
      { slug: "medkit", name: "Medkit", set: "CORE", number: 7, section: "considering", quantity: 2 },
    ]);
    expect(json.cards).toHaveLength(4);
  });
});

describe("the text export and the importer", () => {
  it("reads back as the same cards in the same sections", async () => {
    const { parseDecklist } = await import("./parse");
    const { entries, problems } = parseDecklist(exportDeckText(deck));
    expect(problems).toEqual([]);
    expect(entries.map((e) => [e.name, e.quantity, e.section])).toEqual([
      ["Beowulf", 1, "ship"],
      ["Ada Kell", 1, "captain"],
      ["Snub Pistol", 3, "captain"],
      ["Lost Cargo", 20, "adventure"],
    ]);
  });
});

describe("exports read back by the importer, sideboard included", () => {
  const withSideboard = { ...deck, considering: sideboard };
  const shape = (entries: { name: string; quantity: number; section?: string }[]) =>
    entries.map((e) => `${e.section}:${e.quantity}x ${e.name}`).sort();
  const expected = [
    ...deck.cards.map(
      (c) =>
        `${c.card.type === "SHIP" ? "ship" : c.card.type === "ADVENTURE" ? "adventure" : "captain"}:${c.quantity}x ${c.card.name}`,
    ),
    ...sideboard.map((c) => `considering:${c.quantity}x ${c.card.name}`),
  ].sort();

  it("as text", async () => {
    const { parseDecklist } = await import("./parse");
    const { entries, problems } = parseDecklist(exportDeckText(withSideboard));
    expect(problems).toEqual([]);
    expect(shape(entries)).toEqual(expected);
  });

  it("as JSON, compact or indented", async () => {
    const { parseDecklist } = await import("./parse");
    for (const text of [
      JSON.stringify(exportDeckJson(withSideboard)),
      JSON.stringify(exportDeckJson(withSideboard), null, 2),
    ]) {
      const { entries, problems } = parseDecklist(text);
      expect(problems).toEqual([]);
      expect(shape(entries)).toEqual(expected);
      expect(entries.every((e) => e.slug !== undefined)).toBe(true);
    }
  });
});
