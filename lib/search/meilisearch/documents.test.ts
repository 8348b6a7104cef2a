import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../../seed/read-catalogue";
import { searchTermsFor } from "../search-terms";
import { TYPO_WORD_SIZES } from "../words";
import { INDEX_SETTINGS, toDocument } from "./documents";

describe("the Meilisearch index", () => {
  it("forgives typos by the same word sizes as PostgreSQL", () => {
    expect(INDEX_SETTINGS.typoTolerance).toEqual({ enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } });
    expect(INDEX_SETTINGS.typoTolerance?.minWordSizeForTypos).toEqual(TYPO_WORD_SIZES);
    expect(INDEX_SETTINGS.prefixSearch).toBe("indexingTime");
  });

  it("indexes each card's folded search words, name first", () => {
    const card =
      readCatalogue().cards.find((c) => c.name.includes("'") && /\[[a-z]+:/.test(c.text)) ?? readCatalogue().cards[0]!;
    const doc = toDocument({
      ...card,
      id: 1,
      searchTerms: searchTermsFor({ ...card, hasErrata: false }),
      set: { position: 0 },
      upgradeSlotCount: null,
    });
    expect(doc.nameKey).toBe(card.name.toLowerCase().replace(/[^a-z0-9]/g, ""));
    expect(doc.nameWords.trim().split(" ")).toEqual(
      card.name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
    expect(doc.textWords).not.toMatch(/[[\]:']/);
    expect(doc.words.startsWith(` ${doc.nameWords.trim().split(" ")[0]} `)).toBe(true);
    expect(INDEX_SETTINGS.searchableAttributes).toEqual(["nameWords", "tagWords", "textWords"]);
  });
});
