import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { CardGrid } from "@/components/card/CardTile";
import { GlossaryEntryView, KIND_LABELS } from "@/components/rules/GlossaryEntryView";
import { isAnchor, rulesHref } from "@/lib/glossary/anchors";
import { KEYWORDS_ANCHOR } from "@/lib/glossary/keywords";
import { anchorTitles, cardsWithKeyword, getGlossaryEntry, getKeywordEntries, isSectionAnchor } from "@/lib/glossary/queries";
import { rulesMarkupToPlain } from "@/lib/glossary/rules-markup";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ anchor: string }> };

async function entryFor(anchor: string) {
  return isAnchor(anchor) ? getGlossaryEntry(anchor) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await entryFor((await params).anchor);
  if (!entry) return { title: "Rules entry not found" };
  return { title: `${entry.title} (${KIND_LABELS[entry.kind].toLowerCase()})`, description: rulesMarkupToPlain(entry.body).slice(0, 160) };
}

export default async function RulesEntryPage({ params }: Props) {
  const { anchor } = await params;
  const entry = await entryFor(anchor);
  if (!entry) {
    // Sections (Initial_Setup, Round_Sequence…) live on the reference page itself.
    if (isAnchor(anchor) && (await isSectionAnchor(anchor))) redirect(rulesHref(anchor));
    notFound();
  }
  const [keywords, cards] = await Promise.all([
    entry.anchor === KEYWORDS_ANCHOR ? getKeywordEntries() : [],
    entry.kind === "KEYWORD" ? cardsWithKeyword(entry.title) : [],
  ]);
  const titles = await anchorTitles([...entry.related, ...keywords.flatMap((k) => k.related)]);
  return (
    <div className="rules-entry-page">
      <p className="breadcrumb">
        <Link href="/rules">Rules Reference</Link> › <a href={rulesHref(entry.anchor)}>{entry.title} in the reference</a>
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
          {cards.length ? <CardGrid cards={cards} /> : <p className="muted">No card in the catalogue prints {entry.title} yet.</p>}
        </section>
      ) : null}
      <p>
        <a href={rulesHref(entry.anchor)}>Back to {entry.title} in the rules reference</a>
      </p>
    </div>
  );
}
