import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decklistText, legalDeck } from "../../tests/factories";
import { useTestDatabase } from "../../tests/database";
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
    const { result, queries } = await countQueries(() => checkDecklist({ text: decklistText(legalDeck()), formatId: "standard" }));
    expect(result.verdict.legal).toBe(true);
    expect(result.matched.reduce((n, m) => n + m.quantity, 0)).toBe(81);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(3);
  });

  it("suggests matches for a bounded number of unknown names, in one more query", async () => {
    const text = Array.from({ length: 1_000 }, (_, i) => `1x Unheard Of Card ${i}`).join("\n");
    const { result, queries } = await countQueries(() => checkDecklist({ text, formatId: "standard" }));
    expect(result.unknown).toHaveLength(1_000);
    expect(result.unknown.filter((u) => u.suggestions.length > 0).length).toBeLessThanOrEqual(MAX_SUGGESTED_NAMES);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(4);
  });

  it("still offers the closest names for a misspelt card", async () => {
    const deck = legalDeck();
    const ship = deck.entries.find((e) => e.card.type === "SHIP")!.card;
    const { unknown } = await checkDecklist({ text: `1x ${ship.name.slice(1)}`, formatId: "standard" });
    expect(unknown[0]!.suggestions[0]!.slug).toBe(ship.slug);
  });
});
