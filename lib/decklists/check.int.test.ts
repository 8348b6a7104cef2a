import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decklistText, legalDeck } from "../../tests/factories";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { checkDecklist } from "./check";
import { MAX_SUGGESTED_NAMES } from "./limits";

// Checking a list costs a bounded number of queries, whatever its length:
// names are looked up together, never card by card or against the whole catalogue.
useTestDatabase();

/** Statements sent to PostgreSQL while `run` runs (the Prisma adapter talks through pg's Client). */
async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    const result = await run();
    return { result, queries: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("checkDecklist", () => {
  it("checks an 81-card list in a handful of queries", async () => {
    await checkDecklist({ text: "1x Warm-up", formatId: "standard" }); // the first call opens connections
    const { result, queries } = await countQueries(() =>
      checkDecklist({ text: decklistText(legalDeck()), formatId: "standard" }),
    );
    expect(result.verdict.legal).toBe(true);
    expect(result.matched.reduce((n, m) => n + m.quantity, 0)).toBe(81);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(3);
  });

  it("suggests matches for a bounded number of unknown names, a name search each", async () => {
    const text = Array.from({ length: 1_000 }, (_, i) => `1x Unheard Of Card ${i}`).join("\n");
    const { result, queries } = await countQueries(() => checkDecklist({ text, formatId: "standard" }));
    expect(result.unknown).toHaveLength(1_000);
    expect(result.unknown.filter((u) => u.suggestions.length > 0).length).toBeLessThanOrEqual(MAX_SUGGESTED_NAMES);
    expect(queries).toBeGreaterThan(0);
    // The list's names, then per suggested name a search (lexicon, page, names; a retry when corrected), then printings.
    expect(queries).toBeLessThanOrEqual(1 + 6 * MAX_SUGGESTED_NAMES + 1);
  });

  it("still offers the closest names for a misspelt card", async () => {
    const deck = legalDeck();
    const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
    const { unknown } = await checkDecklist({ text: `1x ${ship.name.slice(1)}`, formatId: "standard" });
    expect(unknown[0]!.suggestions[0]!.slug).toBe(ship.slug);
  });

  it("offers the card search finds for a name typed without its punctuation", async () => {
    // KX-77 "Kettle" typed as kx77: search reads it as the start of the name's joined words; a spelling distance offered nothing.
    const kettle = readCatalogue().cards.find((c) => c.name.startsWith("KX-77"))!;
    const { unknown } = await checkDecklist({ text: "1x kx77", formatId: "standard" });
    expect(unknown[0]!.suggestions[0]!.slug).toBe(kettle.slug);
  });
});

/** The same list as a document or a chat would type it: curly apostrophes, long dashes, odd spaces, full-width counts. */
function typographic(text: string): string {
  return text
    .split("\n")
    .map((line, i) =>
      line
        .replace(/'/g, "\u2019")
        .replace(/-/g, "\u2013")
        .replace(/ /g, i % 2 ? "\u00A0" : "  ")
        .replace(/^(\d)x/, (_, d: string) => `${String.fromCharCode(0xff10 + Number(d))}\uFF58\u200B`),
    )
    .join("\n");
}

describe("checkDecklist with names written any way", () => {
  it("gives a list with typographic punctuation the verdict of the same list in plain ASCII", async () => {
    const plain = decklistText(legalDeck());
    const fancy = typographic(plain);
    expect(fancy).not.toBe(plain);
    const [asPlain, asFancy] = [
      await checkDecklist({ text: plain, formatId: "standard" }),
      await checkDecklist({ text: fancy, formatId: "standard" }),
    ];
    expect(asPlain.verdict.legal).toBe(true);
    expect(asFancy.verdict).toEqual(asPlain.verdict);
    expect(asFancy.matched).toEqual(asPlain.matched);
    expect(asFancy.unknown).toEqual([]);
    expect(asFancy.problems).toEqual([]);
  });

  it("matches a name whatever its case, accents and spacing", async () => {
    const ship = legalDeck().entries.find((e) => e.card.type === "SHIP")!.card;
    const written = ship.name
      .toUpperCase()
      .replace(/[AEO]/, (vowel) => `${vowel}\u0301`)
      .replace(/ /g, "   ");
    const { matched, unknown } = await checkDecklist({ text: `1x ${written}`, formatId: "standard" });
    expect(unknown).toEqual([]);
    expect(matched.map((m) => m.slug)).toEqual([ship.slug]);
  });

  it("matches a hyphenated name typed without its hyphen and a name with its words run together", async () => {
    const { cards } = readCatalogue();
    const hyphenated = cards.find((c) => c.name.includes("-"))!;
    const many = cards.find((c) => c.name.split(" ").length > 2 && !c.name.includes("-"))!;
    const text = `1x ${hyphenated.name.replaceAll("-", "")}\n1x ${many.name.replaceAll(" ", "").toLowerCase()}`;
    const { matched, unknown } = await checkDecklist({ text, formatId: "standard" });
    expect(unknown).toEqual([]);
    expect(matched.map((m) => m.slug)).toEqual([hyphenated.slug, many.slug]);
  });

  it("calls a list with one unknown name not legal, naming it with its line and closest names", async () => {
    const deck = legalDeck();
    const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
    const text = `${decklistText(deck)}\n1x ${ship.name.slice(0, -1)}q`;
    const line = text.split("\n").length;
    const { verdict, unknown } = await checkDecklist({ text, formatId: "standard" });
    expect(unknown).toHaveLength(1);
    expect(verdict.legal).toBe(false);
    const errors = verdict.violations.filter((v) => v.severity === "error");
    expect(errors.map((v) => v.rule)).toEqual(["unknown-card"]);
    expect(errors[0]).toMatchObject({ line, message: expect.stringContaining(`${ship.name.slice(0, -1)}q`) });
    expect(errors[0]!.suggestions![0]).toBe(ship.name);
  });

  it("judges the matched cards alone for an import preview, still naming the unknown ones to pick from", async () => {
    const deck = legalDeck();
    const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
    const text = `${decklistText(deck)}\n1x ${ship.name.slice(0, -1)}q`;
    const { verdict, unknown } = await checkDecklist({ text, formatId: "standard", matchedOnly: true });
    expect(unknown.map((u) => u.suggestions[0]?.slug)).toEqual([ship.slug]);
    expect(verdict.violations.map((v) => v.rule)).not.toContain("unknown-card");
    expect(verdict.legal).toBe(true);
  });
});
