"use client";
// The builder without the server, at /offline/builder?deck=ID: the page is the same for everyone (the service worker
// keeps it, and sends /decks/ID/edit here when the network is gone); the deck, the player and the ships and formats
// come from this browser's IndexedDB, where the builder kept them while online.
import { useEffect, useState } from "react";
import type { SaveDeckInput, SavedDeck } from "@/lib/decks/schemas";
import type { ActionResult } from "@/lib/http/action-result";
import { readKeptDeck, readLastPlayer } from "@/lib/offline/deck-store";
import { DeckBuilder, type BuilderSetup } from "./DeckBuilder";
import type { Draft } from "./use-draft";

type Opened =
  | { kind: "opening" }
  | { kind: "missing" }
  | { kind: "open"; userId: string; deckId: string; deck: Draft; setup: BuilderSetup };

const MISSING =
  "This deck is not kept in this browser. Open it in the builder once while online, and it opens here without a connection.";

async function openKept(deckId: string | null): Promise<Opened> {
  const player = deckId ? await readLastPlayer<BuilderSetup>() : undefined;
  const kept = player && deckId ? await readKeptDeck<Draft>({ userId: player.userId, deckId }) : undefined;
  if (!player || !kept || !deckId) return { kind: "missing" };
  return { kind: "open", userId: player.userId, deckId, deck: kept.saved, setup: player.setup };
}

export function OfflineBuilder({
  saveAction,
}: {
  saveAction: (input: SaveDeckInput) => Promise<ActionResult<SavedDeck>>;
}) {
  const [opened, setOpened] = useState<Opened>({ kind: "opening" });
  useEffect(() => {
    const deckId = new URLSearchParams(window.location.search).get("deck");
    openKept(deckId)
      .catch((): Opened => ({ kind: "missing" }))
      .then(setOpened);
  }, []);

  if (opened.kind !== "open") {
    return (
      <div>
        <h1>Deck builder</h1>
        <p className={opened.kind === "opening" ? "muted" : undefined}>
          {opened.kind === "opening" ? "Opening the deck kept in this browser…" : MISSING}
        </p>
      </div>
    );
  }
  const { deck, deckId } = opened;
  return (
    <div>
      <div className="builder-head">
        <h1>Edit {deck.fields.name}</h1> <a href={`/decks/${deckId}`}>View deck</a>
      </div>
      <p className="muted" data-testid="offline-copy">
        The copy kept in this browser: changes you save wait here until the connection returns.
      </p>
      <DeckBuilder
        userId={opened.userId}
        deckId={deckId}
        version={deck.version}
        fields={deck.fields}
        lines={deck.lines}
        considering={deck.considering ?? []}
        ships={opened.setup.ships}
        formats={opened.setup.formats}
        saveAction={saveAction}
      />
    </div>
  );
}
