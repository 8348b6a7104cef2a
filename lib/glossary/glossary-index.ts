// The A-to-Z layout of the glossary. Terms, card types and tokens are shown in
// place; keywords sit inside the keywords entry (the keyword overview); phases
// and the two rules live elsewhere in the reference, so the A-to-Z lists a pointer
// to them instead. Pure.
import { KEYWORDS_ANCHOR } from "./keywords";

interface EntryLike {
  anchor: string;
  title: string;
  kind: string;
}

type IndexItem<E extends EntryLike> = { kind: "entry"; entry: E; nested: E[] } | { kind: "pointer"; entry: E };

export interface IndexLetter<E extends EntryLike> {
  letter: string;
  items: IndexItem<E>[];
}

const byTitle = (a: EntryLike, b: EntryLike) => a.title.localeCompare(b.title, "en");

export function glossaryIndex<E extends EntryLike>(entries: readonly E[]): IndexLetter<E>[] {
  const keywords = entries.filter((e) => e.kind === "KEYWORD").sort(byTitle);
  const letters = new Map<string, IndexItem<E>[]>();
  for (const entry of [...entries].sort(byTitle)) {
    const shownInPlace = entry.kind === "TERM" || entry.kind === "CARD_TYPE" || entry.kind === "TOKEN";
    const item: IndexItem<E> = shownInPlace
      ? { kind: "entry", entry, nested: entry.anchor === KEYWORDS_ANCHOR ? keywords : [] }
      : { kind: "pointer", entry };
    const letter = entry.title[0]!.toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), item]);
  }
  return [...letters].sort(([a], [b]) => a.localeCompare(b)).map(([letter, items]) => ({ letter, items }));
}

/** Where the A-to-Z sends a pointer: the entry's place elsewhere in the reference. */
export function pointerNote(kind: string): string {
  switch (kind) {
    case "KEYWORD":
      return "keyword, under Keywords";
    case "PHASE":
      return "phase, in the Round Sequence";
    default:
      return "rule, on the reference's first page";
  }
}
