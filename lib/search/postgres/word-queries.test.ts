import { describe, expect, it } from "vitest";
import { parseQuery } from "../query/parse";
import { queryWords } from "../words";
import type { Lexicon } from "./lexicon";
import { relevanceOrder } from "./relevance";
import { SqlParams } from "./to-sql";
import { wordQueries } from "./word-queries";

/** A lexicon of `catalogue` cards (100,000 unless given) where each word is held by the cards given (a tenth of them in the name), with no typo spellings. */
function lexiconOf(cards: Record<string, number>, catalogue = 100_000): Lexicon {
  return {
    catalogue,
    termCards: () => undefined,
    forms: (token) => {
      const held = cards[token.word] ?? 0;
      return {
        known: held > 0,
        typed: { cards: held, inNames: Math.round(held / 10) },
        commonest: held,
        begins: null,
        typos: [],
      };
    },
  };
}

function parsed(query: string) {
  const result = parseQuery(query);
  if (!result.ok) throw new Error(result.error.message);
  return queryWords(result.ast);
}

describe("a phrase's condition", () => {
  const condition = (query: string, cards: Record<string, number>, catalogue?: number) => {
    const [word] = parsed(query);
    return wordQueries([word!], lexiconOf(cards, catalogue), new SqlParams(), 500).withTypos(word!.node, false);
  };

  it("is tested on the cards when its tokens are common together", () => {
    // Together in about 9% of the cards: a scan finds the count's cap in ~5,600 cards, 'target' alone is in 17,877.
    expect(condition('"target crew"', { target: 17_877, crew: 50_368 })).toMatch(/ IS TRUE$/);
  });

  it("is read from the index in a smaller catalogue, where its lists are shorter than the scan", () => {
    expect(condition('"target crew"', { target: 1_788, crew: 5_037 }, 10_000)).not.toMatch(/IS TRUE/);
  });

  it("is read from the index when one of its tokens is rare", () => {
    expect(condition('"vacc suit"', { vacc: 120, suit: 50_000 })).not.toMatch(/IS TRUE/);
  });

  it("is read from the index when its tokens are each common alone but rarely together", () => {
    expect(condition('"target pilot"', { target: 17_877, pilot: 15_000 })).not.toMatch(/IS TRUE/);
  });
});

describe("relevance of a one-word query", () => {
  const order = (query: string, sortAll: boolean) => {
    const words = parsed(query);
    const params = new SqlParams();
    const queries = wordQueries(words, lexiconOf({ medic: 4_000, kit: 3_000 }), params, 500);
    return relevanceOrder({
      where: "true",
      asTyped: null,
      queries,
      near: query,
      params,
      rowsNeeded: 20,
      sortAll,
      share: 1,
      sortByNameAtMost: 1000,
      filterNameParts: false,
    });
  };

  it.each([true, false])("counts no words per card (sorted at once: %s)", (sortAll) => {
    // One word: every card of a name part holds it in its name, as typed or not by the part.
    expect(order("medic", sortAll)).not.toMatch(/\(c\."searchVector" @@ \$\d+::tsquery\)::int/);
    expect(order("medic", sortAll)).not.toMatch(/\(c\."nameVector" @@ \$\d+::tsquery\)::int AS hits/);
  });

  it("counts them per card for two words", () => {
    expect(order("medic kit", false)).toMatch(/\(c\."searchVector" @@ \$\d+::tsquery\)::int \+ /);
  });
});
