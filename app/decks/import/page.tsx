import type { Metadata } from "next";
import { ImportForm } from "@/components/deck/ImportForm";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import type { ImportState } from "@/lib/decklists/forms";
import { DEFAULT_FORMAT_ID } from "@/lib/formats/format-id";
import { listFormats } from "@/lib/formats/formats";
import { importDecklistAction } from "./actions";

export const metadata: Metadata = { title: "Import a decklist" };
export const dynamic = "force-dynamic";

export default async function ImportDeckPage() {
  await requireSignedIn("/decks/import");
  const formats = (await listFormats()).map((f) => ({ id: f.id, name: f.name }));
  const initial: ImportState = {
    values: { name: "", formatId: DEFAULT_FORMAT_ID, text: "", picks: {} },
    submission: 0,
  };
  return (
    <div className="decks-page import-page">
      <h1>Import a decklist</h1>
      <p>
        Paste a list or upload it as a text file. Preview it first: nothing is saved until you press &ldquo;Import and
        save&rdquo;.
      </p>
      <ImportForm action={importDecklistAction} initial={initial} formats={formats} />
    </div>
  );
}
