// Finds the Twig tags ({% … %} and {{ … }}) in a stretch of page text or an
// attribute value. Twig reads the page as written, before any HTML is
// decoded, so callers pass raw text and get offsets into it.

export interface TwigTag {
  start: number;
  /** Just past the closing %} or }}. */
  end: number;
  code: string;
}

export interface UnclosedTwigTag {
  start: number;
  open: "{%" | "{{";
  close: "%}" | "}}";
}

/** Every Twig tag in order, stopping at the first one that is never closed. */
export function findTwigTags(text: string): { tags: TwigTag[]; unclosed: UnclosedTwigTag | null } {
  const opening = /\{[{%]/g;
  const tags: TwigTag[] = [];
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    const open = match[0] as UnclosedTwigTag["open"];
    const close = open === "{%" ? "%}" : "}}";
    const at = text.indexOf(close, match.index + 2);
    if (at < 0) return { tags, unclosed: { start: match.index, open, close } };
    tags.push({ start: match.index, end: at + 2, code: text.slice(match.index, at + 2) });
    opening.lastIndex = at + 2;
  }
  return { tags, unclosed: null };
}
