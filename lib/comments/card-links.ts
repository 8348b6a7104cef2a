// The [[Card Name]] references of a comment. Pure: the server looks the names up (one query per page of comments)
// and the renderer turns the known ones into card links; unknown names stay text.

/** At most this many different names of one comment become links: the rest stay text, however many are written. */
export const MAX_CARD_LINKS = 25;

const REFERENCE = /\[\[([^[\]\n]{1,80})\]\]/g;

/** The distinct names a comment refers to, first ones first, at most MAX_CARD_LINKS. */
export function cardReferences(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(REFERENCE)) {
    names.add(match[1]!.trim());
    if (names.size >= MAX_CARD_LINKS) break;
  }
  return [...names].filter(Boolean);
}

/** Markdown with each known reference as a link to its card; `slugOf` answers a name's card or undefined. */
export function linkCardReferences(body: string, slugOf: (name: string) => string | undefined): string {
  const linked = new Set(cardReferences(body));
  return body.replace(REFERENCE, (whole, name: string) => {
    const slug = linked.has(name.trim()) ? slugOf(name.trim()) : undefined;
    return slug ? `[${name.trim().replace(/[\\[\]*_`<>]/g, "\\$&")}](/cards/${encodeURIComponent(slug)})` : whole;
  });
}

/** The comment with each [[Card Name]] as its bare name: for excerpts, where no link is shown. */
export function cardReferencesAsText(body: string): string {
  return body.replace(REFERENCE, (_whole, name: string) => name.trim());
}
