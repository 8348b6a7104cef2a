// The file name a deck export downloads as: the deck's name in plain
// lower-case words, so it is safe on every system and in a header.
export function exportFilename(deckName: string, extension: "txt" | "json"): string {
  const base = deckName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${base || "deck"}.${extension}`;
}

/** A Content-Disposition header that downloads as `filename`. */
export function attachment(filename: string): string {
  return `attachment; filename="${filename}"`;
}
