import type { Metadata } from "next";
import { CollectionImportForm } from "@/components/collection/CollectionImportForm";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import type { CollectionImportState } from "@/lib/collections/forms";
import { importCollectionAction } from "./actions";

export const metadata: Metadata = { title: "Import into your collection" };
export const dynamic = "force-dynamic";

export default async function CollectionImportPage() {
  await requireSignedIn("/collection/import");
  const initial: CollectionImportState = {
    values: { text: "", target: "owned", mode: "add", picks: {} },
    submission: 0,
  };
  return (
    <div className="decks-page import-page">
      <p className="breadcrumb">
        <a href="/collection">Your collection</a>
      </p>
      <h1>Import into your collection</h1>
      <p>
        Paste a list or a CSV, or upload one. Preview it first: nothing is written until you press &ldquo;Import&rdquo;.
      </p>
      <CollectionImportForm action={importCollectionAction} initial={initial} />
    </div>
  );
}
