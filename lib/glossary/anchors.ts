// Anchors address every part of the rules reference (/rules/Ready_Phase) in
// the reference's own style: words joined by underscores, first letter capital.
// Glossary entries and page sections share this one namespace.

export const ANCHOR_PATTERN = /^[A-Z][A-Za-z0-9_]*$/;

export function isAnchor(value: string): boolean {
  return ANCHOR_PATTERN.test(value);
}

/** Whether a path segment may name an anchor in any case (/rules/exert for Exert). */
export function isAnchorInAnyCase(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]*$/.test(value);
}

/** Whether two anchors (or addresses) are the same but for case: /rules/initial_setup names Initial_Setup. */
export function sameAnchor(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Any anchor's address: /rules/<Anchor> answers with the entry's or the section's own page, or sends the reader to
 * where the anchor stands (a section of the front page, a glossary letter, an anatomy card type).
 */
export function rulesHref(anchor: string): string {
  return `/rules/${anchor}`;
}

/** An entry's own page. */
export function entryHref(anchor: string): string {
  return `/rules/${anchor}`;
}

/** The label a bare [[Anchor]] link shows. */
export function anchorLabel(anchor: string): string {
  return anchor.replace(/_/g, " ");
}
