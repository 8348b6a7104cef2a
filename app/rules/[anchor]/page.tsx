import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { CardGrid } from "@/components/card/CardTile";
import { GlossaryEntryView, KIND_LABELS } from "@/components/rules/GlossaryEntryView";
import { entryHref, isAnchor, isAnchorInAnyCase, rulesHref } from "@/lib/glossary/anchors";
import { KEYWORDS_ANCHOR } from "@/lib/glossary/keywords";
import {
  cachedAnchorTitleMap,
  cachedCardsWithKeyword,
  cachedGlossaryEntry,
  cachedIsSectionAnchor,
  cachedKeywordEntries,
} from "@/lib/cache/rules-reads";
import { rulesMarkupToPlain } from "@/lib/glossary/rules-markup";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// Rendered on an entry's first request, then kept until the rules or the catalogue change.
export async function generateStaticParams(): Promise<{ anchor: string }[]> {
  return [];
}

type Props = { params: Promise<{ anchor: string }> };

async function entryFor(anchor: string) {
  return isAnchorInAnyCase(anchor) ? cachedGlossaryEntry(anchor) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await entryFor((await params).anchor);
  if (!entry) return { title: "Rules entry not found" };
  const title = `${entry.title} (${KIND_LABELS[entry.kind].toLowerCase()})`;
  return pageMetadata({
    title,
    description: rulesMarkupToPlain(entry.body),
    path: `/rules/${entry.anchor}`,
    type: "article",
  });
}

export default async function RulesEntryPage({ params }: Props) {
  const { anchor } = await params;
  const entry = await entryFor(anchor);
  if (!entry) {
    // Sections (Initial_Setup, Round_Sequence…) live on the reference page itself.
    if (isAnchor(anchor) && (await cachedIsSectionAnchor(anchor))) redirect(rulesHref(anchor));
    notFound();
  }
  // One address per entry: /rules/exert answers from /rules/Exert.
  if (entry.anchor !== anchor) permanentRedirect(entryHref(entry.anchor));
  const [keywords, cards] = await Promise.all([
    entry.anchor === KEYWORDS_ANCHOR ? cachedKeywordEntries() : [],
    entry.kind === "KEYWORD" ? cachedCardsWithKeyword(entry.title) : [],
  ]);
  const titles = await cachedAnchorTitleMap([...entry.related, ...keywords.flatMap((k) => k.related)]);
  return (
    <div className="rules-entry-page">
      <p className="breadcrumb">
        <Link href="/rules">Rules Reference</Link> ›{" "}
        <a href={rulesHref(entry.anchor)}>{entry.title} in the reference</a>
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
        <a href={rulesHref(entry.anchor)}>Back to {entry.title} in the rules reference</a>
      </p>
    </div>
  );
}
