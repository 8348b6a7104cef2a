// Links the glossary terms a card's text uses to their entries: whole words
// only, case-insensitive, singular or plural, longest phrase first, and each
// entry once per card (its first use). Pure: the card page and the link tests
// share it.
import type { TextToken } from "../cards/card-text";

/** An entry and the words that link to it (singular; plurals match too). */
export interface LinkTerm {
  anchor: string;
  terms: readonly string[];
}

export interface TermIndex {
  pattern: RegExp | null;
  anchorOf: ReadonlyMap<string, string>;
}

/** Card-text tokens plus the links this module adds. */
export type LinkedToken = TextToken | { kind: "term"; value: string; anchor: string };

/** A card's linking state: which entries its text has already linked. */
export interface CardGlossary {
  index: TermIndex;
  linked: Set<string>;
}

// A letter, digit or hyphen on either side means the match sits inside a word.
const BEFORE = "(?<![\\p{L}\\p{N}-])";
const AFTER = "(?![\\p{L}\\p{N}-])";

const normalise = (phrase: string) => phrase.trim().toLowerCase().replace(/\s+/g, " ");

/** "victory point" -> "victory points", "capability" -> "capabilities", "pass" -> "passes". */
export function pluralOf(phrase: string): string {
  if (/[^aeiou]y$/i.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}

/** Every form of a phrase that links: itself and its plural. */
export function termForms(phrase: string): string[] {
  const singular = normalise(phrase);
  return [singular, pluralOf(singular)];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");

export function buildTermIndex(entries: readonly LinkTerm[]): TermIndex {
  const anchorOf = new Map<string, string>();
  for (const entry of entries) {
    for (const term of entry.terms)
      for (const form of termForms(term)) if (!anchorOf.has(form)) anchorOf.set(form, entry.anchor);
  }
  const forms = [...anchorOf.keys()].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return {
    pattern: forms.length ? new RegExp(`${BEFORE}(?:${forms.map(escape).join("|")})${AFTER}`, "giu") : null,
    anchorOf,
  };
}

/** A fresh linking state for one card: every entry may be linked once. */
export function cardGlossary(index: TermIndex): CardGlossary {
  return { index, linked: new Set() };
}

/**
 * Splits the text tokens around the first use of each glossary term not yet
 * in `glossary.linked`, and records the entries it links.
 */
export function linkTerms(tokens: readonly TextToken[], glossary: CardGlossary): LinkedToken[] {
  const { pattern, anchorOf } = glossary.index;
  if (!pattern) return [...tokens];
  const out: LinkedToken[] = [];
  for (const token of tokens) {
    if (token.kind !== "text") {
      out.push(token);
      continue;
    }
    let at = 0;
    for (const match of token.value.matchAll(pattern)) {
      const anchor = anchorOf.get(normalise(match[0]));
      if (!anchor || glossary.linked.has(anchor)) continue;
      glossary.linked.add(anchor);
      if (match.index > at) out.push({ kind: "text", value: token.value.slice(at, match.index) });
      out.push({ kind: "term", value: match[0], anchor });
      at = match.index + match[0].length;
    }
    if (at < token.value.length) out.push({ kind: "text", value: token.value.slice(at) });
  }
  return out;
}
