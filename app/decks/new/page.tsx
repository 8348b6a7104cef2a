import type { Metadata } from "next";
import Link from "next/link";
import { NewDeckForm } from "@/components/deck/NewDeckForm";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { DEFAULT_FORMAT_ID } from "@/lib/formats/format-id";
import { listFormats } from "@/lib/formats/formats";
import { createDeckAction } from "../actions";

export const metadata: Metadata = { title: "New deck" };
export const dynamic = "force-dynamic";

export default async function NewDeckPage() {
  await requireSignedIn("/decks/new");
  const formats = await listFormats();
  return (
    <div className="decks-page">
      <h1>New deck</h1>
      <p>
        Have a list already? <Link href="/decks/import">Import a list</Link>
      </p>
      <NewDeckForm
        action={createDeckAction}
        formats={formats.map((f) => ({ id: f.id, name: f.name }))}
        // The game's own rules are the usual choice.
        defaultFormatId={formats.some((f) => f.id === DEFAULT_FORMAT_ID) ? DEFAULT_FORMAT_ID : formats[0]?.id}
      />
    </div>
  );
}
