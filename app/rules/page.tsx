import type { Metadata } from "next";
import { RulesSectionView } from "@/components/rules/RulesSectionView";
import { RulesToc } from "@/components/rules/RulesToc";
import { getRulesReference } from "@/lib/glossary/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Rules Reference",
  description: "The Golden and Platinum Rules, the glossary of terms and keywords, the round sequence and card anatomy.",
};

export default async function RulesPage() {
  const reference = await getRulesReference();
  const titles = new Map([...reference.entries, ...reference.sections].map((r) => [r.anchor, r.title]));
  return (
    <div className="rules-page">
      <h1>Rules Reference</h1>
      <RulesToc reference={reference} />
      <div className="rules-body">
        {reference.sections.map((section) => (
          <RulesSectionView key={section.anchor} section={section} reference={reference} titles={titles} />
        ))}
      </div>
    </div>
  );
}
