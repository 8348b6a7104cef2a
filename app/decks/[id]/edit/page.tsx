import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DeckBuilder } from "@/components/deck/DeckBuilder";
import { listShips, toBuilderCard } from "@/lib/decks/deck-cards";
import { listFormats } from "@/lib/decks/formats";
import { requireSignedIn } from "../../sign-in";
import { loadDeck } from "../load-deck";

export const metadata: Metadata = { title: "Deck builder", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function EditDeckPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireSignedIn(`/decks/${id}/edit`);
  const deck = await loadDeck(id, user.id);
  // Viewing is not editing: only the owner gets the builder (saves check ownership again).
  if (!deck.isOwner) notFound();
  const [ships, formats] = await Promise.all([listShips(), listFormats()]);
  return (
    <div>
      <h1>Edit {deck.name}</h1>
      <p>
        <a href={`/decks/${deck.id}`}>View deck</a>
      </p>
      <DeckBuilder
        deckId={deck.id}
        version={deck.version}
        fields={{ name: deck.name, description: deck.description, formatId: deck.formatId, visibility: deck.visibility }}
        lines={deck.cards.map((c) => ({ card: toBuilderCard(c.card), quantity: c.quantity }))}
        ships={ships}
        formats={formats}
      />
    </div>
  );
}
