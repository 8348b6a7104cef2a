// The reference's table of contents on /rules: every section, each linking to where it is read (its own page
// or its place on /rules), with the rules, the glossary letters, the phases and the card types under their sections.
import { CARD_TYPE_LABELS } from "@/lib/cards/vocabulary";
import { glossaryIndex } from "@/lib/glossary/glossary-index";
import type { RulesReference } from "@/lib/glossary/queries";
import { sectionHref } from "@/lib/glossary/reference-pages";
import { anatomyAnchor } from "./CardAnatomy";

type Link = { href: string; label: string };

function childrenOf(kind: string, page: string, reference: RulesReference): Link[] {
  const entries = (k: string) =>
    reference.entries.filter((e) => e.kind === k).map((e) => ({ href: `${page}#${e.anchor}`, label: e.title }));
  switch (kind) {
    case "RULES":
      return entries("RULE");
    case "ROUND_SEQUENCE":
      return entries("PHASE");
    case "GLOSSARY":
      return glossaryIndex(reference.entries).map(({ letter }) => ({
        href: `${page}#Glossary_${letter}`,
        label: letter,
      }));
    case "CARD_ANATOMY":
      return reference.anatomy.map((a) => ({
        href: `${page}#${anatomyAnchor(a.cardType)}`,
        label: CARD_TYPE_LABELS[a.cardType],
      }));
    default:
      return [];
  }
}

export function RulesToc({ reference }: { reference: RulesReference }) {
  return (
    <nav className="rules-toc" aria-label="Contents">
      <h2>Contents</h2>
      <ul>
        {reference.sections.map((section) => {
          const href = sectionHref(section, reference.sections);
          const children = childrenOf(section.kind, href.split("#")[0]!, reference);
          return (
            <li key={section.anchor} className={`toc-level-${section.level}`}>
              <a href={href}>{section.title}</a>
              {children.length ? (
                <ul className={section.kind === "GLOSSARY" ? "toc-letters" : undefined}>
                  {children.map((c) => (
                    <li key={c.href}>
                      <a href={c.href}>{c.label}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
