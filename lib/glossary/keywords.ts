// Keywords as the glossary knows them. A card prints "Armor 2"; the entry is
// Armor. The keyword overview sits inside the entry anchored KEYWORDS_ANCHOR,
// as the game's reference nests it.

export const KEYWORDS_ANCHOR = "Keywords";

/** The glossary anchor of a printed keyword: "Armor 2" -> "Armor". */
export function keywordAnchor(printed: string): string {
  return printed
    .replace(/\s+\d+$/, "")
    .trim()
    .replace(/\s+/g, "_");
}
