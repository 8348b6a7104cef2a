// How the rules reference is split into pages (issue 31): /rules is the front page (the contents and the first
// chapter, which everyone reads first); every later section with something to read has a page of its own,
// /rules/<Anchor>, and a glossary entry lives in the section that shows it. One long page of everything made a
// reader download the whole glossary to look up a keyword. Pure.

interface SectionLike {
  anchor: string;
  level: number;
  kind: string;
  body: string;
}

/** Where the card anatomy appendix lives (its own page since issue 9's split). */
export const CARD_ANATOMY_PATH = "/rules/card-anatomy";

/** The sections /rules shows in full: those before the second chapter (level-1 section). */
export function frontSections<S extends SectionLike>(sections: readonly S[]): S[] {
  const second = sections.findIndex((s, i) => i > 0 && s.level === 1);
  return second === -1 ? [...sections] : sections.slice(0, second);
}

/** A later section's own page, or null for a front-page section or a bare chapter heading (nothing to read). */
export function sectionPath(section: SectionLike, sections: readonly SectionLike[]): string | null {
  if (frontSections(sections).some((s) => s.anchor === section.anchor)) return null;
  if (section.kind === "CARD_ANATOMY") return CARD_ANATOMY_PATH;
  if (section.kind === "TEXT" && !section.body.trim()) return null;
  return `/rules/${section.anchor}`;
}

/** Where a section is read: its own page, or its place on /rules. */
export function sectionHref(section: SectionLike, sections: readonly SectionLike[]): string {
  return sectionPath(section, sections) ?? `/rules#${section.anchor}`;
}

/** The section kind that shows a glossary entry of this kind in full. */
const SHOWN_IN: Record<string, string> = {
  RULE: "RULES",
  PHASE: "ROUND_SEQUENCE",
  TERM: "GLOSSARY",
  KEYWORD: "GLOSSARY",
  CARD_TYPE: "GLOSSARY",
  TOKEN: "GLOSSARY",
};

/** Where an entry stands in the reference (its section's page, at its anchor); its own page when no section shows it. */
export function entryPlace(entry: { anchor: string; kind: string }, sections: readonly SectionLike[]): string {
  const section = sections.find((s) => s.kind === SHOWN_IN[entry.kind]);
  if (!section) return `/rules/${entry.anchor}`;
  return `${sectionHref(section, sections).split("#")[0]}#${entry.anchor}`;
}
