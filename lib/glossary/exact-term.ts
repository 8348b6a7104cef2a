// The glossary filter's exact match: an entry whose title or one of its terms is the query itself ranks before entries
// that merely contain it ("jump" shows Jump first, not every entry mentioning a jump). Pure.

/** An entry's names joined for a data attribute: its title and terms, lower-case. */
export function exactNames({ title, terms }: { title: string; terms: readonly string[] }): string {
  return [title, ...terms].map(foldTerm).join("|");
}

/** The index of the first item named exactly as the query (case and spacing aside), or -1. */
export function exactTermIndex(query: string, itemNames: readonly (string | undefined)[]): number {
  const wanted = foldTerm(query);
  if (!wanted) return -1;
  return itemNames.findIndex((names) => names?.split("|").includes(wanted) ?? false);
}

function foldTerm(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}
