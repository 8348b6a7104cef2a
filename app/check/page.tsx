import type { Metadata } from "next";
import { DecklistCheckForm } from "@/components/deck/DecklistCheckForm";
import type { CheckState } from "@/lib/decklists/forms";
import { DEFAULT_FORMAT_ID } from "@/lib/formats/format-id";
import { listFormats } from "@/lib/formats/formats";
import { checkDecklistAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Check a deck",
  description:
    "Paste or upload a decklist, pick a format (and a date, for an event ahead or past) and see whether the deck is legal, and why not.",
};

export default async function CheckPage() {
  const formats = (await listFormats()).map((f) => ({ id: f.id, name: f.name }));
  const initial: CheckState = { decklist: "", format: DEFAULT_FORMAT_ID, date: "", submission: 0 };
  return (
    <div className="check-page">
      <h1>Check a deck</h1>
      <p>
        Before an event: paste your list or upload it as a text file, pick the format, and get the verdict with its
        reasons. No account needed.
      </p>
      <DecklistCheckForm action={checkDecklistAction} initial={initial} formats={formats} />
    </div>
  );
}
