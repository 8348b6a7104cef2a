import type { Metadata } from "next";
import Link from "next/link";
import { CardAnatomy } from "@/components/rules/CardAnatomy";
import { renderedAtBuild } from "@/lib/cache/build-phase";
import { cachedRulesReference } from "@/lib/cache/rules-reads";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// The card anatomy appendix whole, on its own page (the reference's contents link here). Rendered once, kept until the rules or the catalogue change.
export const metadata: Metadata = pageMetadata({
  title: "Card anatomy",
  description:
    "A real card of each type, drawn with its parts numbered and explained: cost, type line, stats, text, requirements and more.",
  path: "/rules/card-anatomy",
});

export default async function CardAnatomyPage() {
  if (renderedAtBuild()) return null;
  const reference = await cachedRulesReference();
  const titles = new Map([...reference.entries, ...reference.sections].map((r) => [r.anchor, r.title]));
  return (
    <div className="rules-page">
      <p className="breadcrumb">
        <Link href="/rules">Rules Reference</Link>
      </p>
      <h1>Card anatomy</h1>
      <CardAnatomy items={reference.anatomy} titles={titles} level={2} />
    </div>
  );
}
