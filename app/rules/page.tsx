import type { Metadata } from "next";
import { OldAnchorRedirect } from "@/components/rules/OldAnchorRedirect";
import { RulesSectionView } from "@/components/rules/RulesSectionView";
import { RulesToc } from "@/components/rules/RulesToc";
import { renderedAtBuild } from "@/lib/cache/build-phase";
import { cachedRulesReference } from "@/lib/cache/rules-reads";
import { frontSections } from "@/lib/glossary/reference-pages";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// The reference's front page: the contents and the first chapter; the glossary and the appendices have pages of
// their own (lib/glossary/reference-pages.ts). Rendered once, then kept until the rules or the catalogue change.
export const metadata: Metadata = pageMetadata({
  title: "Rules Reference",
  description:
    "The Golden and Platinum Rules, the glossary of terms and keywords, the round sequence and card anatomy.",
  path: "/rules",
});

export default async function RulesPage() {
  if (renderedAtBuild()) return null;
  const reference = await cachedRulesReference();
  const titles = new Map([...reference.entries, ...reference.sections].map((r) => [r.anchor, r.title]));
  return (
    <div className="rules-page">
      <h1>Rules Reference</h1>
      <RulesToc reference={reference} />
      <div className="rules-body">
        {frontSections(reference.sections).map((section) => (
          <RulesSectionView key={section.anchor} section={section} reference={reference} titles={titles} />
        ))}
      </div>
      <OldAnchorRedirect />
    </div>
  );
}
