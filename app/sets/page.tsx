import type { Metadata } from "next";
import Link from "next/link";
import { SetList } from "@/components/catalogue/SetList";
import { renderedAtBuild } from "@/lib/cache/build-phase";
import { cachedSets } from "@/lib/cache/catalogue-reads";
import { pageMetadata } from "@/lib/metadata/page-metadata";

// Every set, where the header's "Sets" leads. Rendered once, then kept until the catalogue changes.
export const metadata: Metadata = pageMetadata({
  title: "Sets",
  description: "Every set of the Traveller Customizable Card Game: its cards in collector order and when it came out.",
  path: "/sets",
});

export default async function SetsPage() {
  if (renderedAtBuild()) return null;
  const sets = await cachedSets();
  return (
    <>
      <h1>Sets</h1>
      {sets.length === 0 ? (
        <p className="empty-state">
          No set is loaded yet. <Link href="/cards">Search the cards</Link> instead.
        </p>
      ) : (
        <SetList sets={sets} />
      )}
    </>
  );
}
