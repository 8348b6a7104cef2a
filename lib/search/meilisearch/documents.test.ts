import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../../seed/read-catalogue";
import { searchTermsFor } from "../search-terms";
import { TYPO_WORD_SIZES } from "../words";
import { INDEX_SETTINGS, toDocument } from "./documents";

const { cards } = readCatalogue();
/** A seed card's document, as the index would hold it. */
const documentOf = (card: (typeof cards)[number]) =>
  toDocument({
    ...card,
    id: 1,
    searchTerms: searchTermsFor({ ...card, hasErrata: false }),
    set: { position: 0 },
    upgradeSlotCount: null,
  });

describe("the Meilisearch index", () => {
  it("forgives typos by the same word sizes as PostgreSQL", () => {
    expect(INDEX_SETTINGS.typoTolerance).toEqual({ enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } });
    expect(INDEX_SETTINGS.typoTolerance?.minWordSizeForTypos).toEqual(TYPO_WORD_SIZES);
    expect(INDEX_SETTINGS.prefixSearch).toBe("indexingTime");
  });

  it("indexes each card's folded search words, name first", () => {
    const card = cards.find((c) => c.name.includes("'") && /\[[a-z]+:/.test(c.text)) ?? cards[0]!;
    const doc = documentOf(card);
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

  it("indexes a crew's skills as words beside its subtypes and traits, split as the skill's printed name is", () => {
    const crew = cards.find((c) => c.skills.includes("jack_of_all_trades"))!;
    const doc = documentOf(crew);
    expect(doc.tagWords).toContain(" jack of all trades ");
    for (const skill of crew.skills) expect(doc.words).toContain(` ${skill.split("_")[0]} `);
  });
});
