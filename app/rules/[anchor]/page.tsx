import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { CardGrid } from "@/components/card/CardTile";
import { GlossaryEntryView, KIND_LABELS } from "@/components/rules/GlossaryEntryView";
import { RulesSectionView } from "@/components/rules/RulesSectionView";
import { entryHref, isAnchorInAnyCase, rulesHref, sameAnchor } from "@/lib/glossary/anchors";
import { KEYWORDS_ANCHOR } from "@/lib/glossary/keywords";
import {
  cachedAnchorTitleMap,
  cachedCardsWithKeyword,
  cachedGlossaryEntry,
  cachedKeywordEntries,
  cachedRulesReference,
} from "@/lib/cache/rules-reads";
import { CARD_ANATOMY_PATH, entryPlace, sectionHref, sectionPath } from "@/lib/glossary/reference-pages";
import { rulesMarkupToPlain } from "@/lib/glossary/rules-markup";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// Rendered on an entry's or a section's first request, then kept until the rules or the catalogue change.
export async function generateStaticParams(): Promise<{ anchor: string }[]> {
  return [];
}

type Props = { params: Promise<{ anchor: string }> };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

async function entryFor(anchor: string) {
  return isAnchorInAnyCase(anchor) ? cachedGlossaryEntry(anchor) : null;
}

/** The section at an anchor with a page of its own, if any. */
async function sectionFor(anchor: string) {
  const reference = await cachedRulesReference();
  const section = reference.sections.find((s) => s.anchor === anchor);
  return section && sectionPath(section, reference.sections) === `/rules/${anchor}` ? { section, reference } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { anchor } = await params;
  const entry = await entryFor(anchor);
  if (!entry) {
    const own = await sectionFor(anchor);
    if (!own) return { title: "Rules entry not found" };
    return pageMetadata({
      title: own.section.title,
      description: rulesMarkupToPlain(own.section.body),
      path: `/rules/${anchor}`,
      type: "article",
    });
  }
  const title = `${entry.title} (${KIND_LABELS[entry.kind].toLowerCase()})`;
  return pageMetadata({
    title,
    description: rulesMarkupToPlain(entry.body),
    path: `/rules/${entry.anchor}`,
    type: "article",
  });
}

/**
 * Anchors that are not an entry: a section's own page, or a redirect to where the anchor stands. Called from the page
 * itself rather than drawn as a component, so a redirect is answered before anything is sent.
 */
async function sectionPage(anchor: string) {
  const own = await sectionFor(anchor);
  if (own) {
    const { section, reference } = own;
    const titles = new Map([...reference.entries, ...reference.sections].map((r) => [r.anchor, r.title]));
    return (
      <div className="rules-page">
        <p className="breadcrumb">
          <Link href="/rules">Rules Reference</Link>
        </p>
        <RulesSectionView section={section} reference={reference} titles={titles} level={1} />
      </div>
    );
  }
  const { sections } = await cachedRulesReference();
  // A section in another case (/rules/initial_setup), as an entry is: one address each.
  const named = sections.find((s) => sameAnchor(s.anchor, anchor));
  if (named && named.anchor !== anchor) permanentRedirect(rulesHref(named.anchor));
  if (named) redirect(sectionHref(named, sections));
  const glossary = sections.find((s) => s.kind === "GLOSSARY");
  const letter = /^glossary_([a-z])$/i.exec(anchor);
  if (glossary && letter) redirect(`${sectionHref(glossary, sections)}#Glossary_${letter[1]!.toUpperCase()}`);
  const anatomy = /^anatomy_([a-z]+)$/i.exec(anchor);
  if (anatomy) redirect(`${CARD_ANATOMY_PATH}#Anatomy_${capitalised(anatomy[1]!)}`);
  if (sameAnchor(`/rules/${anchor}`, CARD_ANATOMY_PATH)) permanentRedirect(CARD_ANATOMY_PATH);
  notFound();
}

export default async function RulesEntryPage({ params }: Props) {
  const { anchor } = await params;
  const entry = await entryFor(anchor);
  if (!entry) return sectionPage(anchor);
  // One address per entry: /rules/exert answers from /rules/Exert.
  if (entry.anchor !== anchor) permanentRedirect(entryHref(entry.anchor));
  const [keywords, cards, { sections }] = await Promise.all([
    entry.anchor === KEYWORDS_ANCHOR ? cachedKeywordEntries() : [],
    entry.kind === "KEYWORD" ? cachedCardsWithKeyword(entry.title) : [],
    cachedRulesReference(),
  ]);
  const titles = await cachedAnchorTitleMap([...entry.related, ...keywords.flatMap((k) => k.related)]);
  const place = entryPlace(entry, sections);
  return (
    <div className="rules-entry-page">
      <p className="breadcrumb">
        <Link href="/rules">Rules Reference</Link> › <a href={place}>{entry.title} in the reference</a>
      </p>
      <GlossaryEntryView entry={entry} level={1} titles={titles} addressable={false}>
        {keywords.length ? (
          <div className="keyword-overview">
            {keywords.map((k) => (
              <GlossaryEntryView key={k.anchor} entry={k} level={2} titles={titles} addressable={false} />
            ))}
          </div>
        ) : null}
      </GlossaryEntryView>
      {entry.kind === "KEYWORD" ? (
        <section aria-labelledby="keyword-cards">
          <h2 id="keyword-cards">Cards with this keyword</h2>
          {cards.length ? (
            <CardGrid cards={cards} />
          ) : (
            <p className="muted">No card in the catalogue prints {entry.title} yet.</p>
          )}
        </section>
      ) : null}
      <p>
        <a href={place}>Back to {entry.title} in the rules reference</a>
      </p>
    </div>
  );
}
