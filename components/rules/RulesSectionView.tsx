// One section of the reference, on /rules or on its own page. Text sections show their body; the
// others also draw their part of the database: the two rules, the glossary,
// the phases or the card anatomy. What only needs reading goes as static HTML
// (StaticHtml): the page is long, and hydrating it node by node held a phone's main thread.
import type { RulesSection } from "@/lib/generated/prisma/client";
import type { RulesReference } from "@/lib/glossary/queries";
import { CardAnatomyOutline } from "./CardAnatomy";
import { GlossaryEntryView } from "./GlossaryEntryView";
import { GlossaryIndex } from "./GlossaryIndex";
import { Heading } from "./Heading";
import { RoundSequence } from "./RoundSequence";
import { RulesMarkup } from "./RulesMarkup";
import { StaticHtml } from "@/components/ui/StaticHtml";

export function RulesSectionView({
  section,
  reference,
  titles,
  level = section.level + 1,
}: {
  section: RulesSection;
  reference: RulesReference;
  titles: ReadonlyMap<string, string>;
  /** Its title's heading level: on /rules the page title is the h1, so a level-1 section is an h2. */
  level?: number;
}) {
  const ofKind = (kind: string) => reference.entries.filter((e) => e.kind === kind);
  const attributes = {
    id: section.anchor,
    className: `rules-section level-${section.level}`,
    "aria-labelledby": `${section.anchor}-title`,
  };
  const text = (
    <>
      <Heading level={level} id={`${section.anchor}-title`}>
        {section.title}
      </Heading>
      <RulesMarkup body={section.body} />
    </>
  );
  // The glossary's filter and the anatomy's lazy faces run in the browser; every other section is read-only text.
  if (section.kind === "GLOSSARY" || section.kind === "CARD_ANATOMY") {
    return (
      <section {...attributes}>
        <StaticHtml>{text}</StaticHtml>
        {section.kind === "GLOSSARY" ? (
          <GlossaryIndex entries={reference.entries} titles={titles} level={level + 1} />
        ) : (
          <CardAnatomyOutline items={reference.anatomy} level={level + 1} />
        )}
      </section>
    );
  }
  return (
    <StaticHtml as="section" {...attributes}>
      {text}
      {section.kind === "RULES"
        ? ofKind("RULE").map((rule) => (
            <GlossaryEntryView key={rule.anchor} entry={rule} level={level + 1} titles={titles} />
          ))
        : null}
      {section.kind === "ROUND_SEQUENCE" ? (
        <RoundSequence phases={ofKind("PHASE")} titles={titles} level={level + 1} />
      ) : null}
    </StaticHtml>
  );
}
