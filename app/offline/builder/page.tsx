import type { Metadata } from "next";
import { OfflineBuilder } from "@/components/deck/OfflineBuilder";
import { createKeptDeckAction, saveDeckAction } from "../../decks/actions";

export const metadata: Metadata = { title: "Deck builder (offline)", robots: { index: false } };

// The same for everyone: the deck is read in the browser, so the service worker may keep this page.
export default function OfflineBuilderPage() {
  return <OfflineBuilder saveAction={saveDeckAction} createAction={createKeptDeckAction} />;
}
