import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DeckBuilder } from "@/components/deck/DeckBuilder";
import { requireSignedIn } from "@/lib/auth/require-signed-in";
import { toBuilderCard } from "@/lib/rules/builder-card";
import { listShips } from "@/lib/cards/list-ships";
import { getDeckForViewer } from "@/lib/decks/get-deck";
import { listFormats } from "@/lib/formats/formats";
import { orNotFound } from "@/lib/http/page-errors";
import { saveDeckAction } from "../../actions";

export const metadata: Metadata = { title: "Deck builder", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function EditDeckPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireSignedIn(`/decks/${id}/edit`);
  const deck = await orNotFound(getDeckForViewer({ deckId: id, viewerId: user.id }));
  // Viewing is not editing: only the owner gets the builder (saves check ownership again).
  if (!deck.isOwner) notFound();
  const ownShip = deck.cards.filter((c) => c.card.type === "SHIP").map((c) => c.card.id);
  const [ships, formats] = await Promise.all([listShips(ownShip), listFormats()]);
  return (
    <div>
      <div className="builder-head">
        <h1>Edit {deck.name}</h1> <a href={`/decks/${deck.id}`}>View deck</a>
      </div>
      <DeckBuilder
        userId={user.id}
        deckId={deck.id}
        version={deck.version}
        fields={{
          name: deck.name,
          description: deck.description,
          formatId: deck.formatId,
          visibility: deck.visibility,
        }}
        lines={deck.cards.map((c) => ({ card: toBuilderCard(c.card), quantity: c.quantity }))}
        considering={deck.considering.map((c) => ({ card: toBuilderCard(c.card), quantity: c.quantity }))}
        ships={ships.map(toBuilderCard)}
        formats={formats}
        saveAction={saveDeckAction}
      />
    </div>
  );
}
