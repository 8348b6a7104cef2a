"use client";
// The builder without the server, at /offline/builder?deck=ID: the page is the same for everyone (the service worker
// keeps it, and sends /decks/ID/edit here when the network is gone); the deck, the player and the ships and formats
// come from this browser's IndexedDB, where the builder kept them while online. At /offline/builder?new (where the
// service worker sends /decks/new offline) a new deck gets a local id; once the server has created it, the address
// becomes its builder's, under the server's id.
import { useEffect, useState } from "react";
import type { SyncActions } from "@/components/offline/sync-actions";
import { queueSave } from "@/components/offline/sync";
import { keepDeck, readKeptDeck, readLastPlayer } from "@/lib/offline/deck-store";
import { isLocalDeckId, newLocalDeckId } from "@/lib/offline/sync-queue";
import { DeckBuilder, type BuilderSetup } from "./DeckBuilder";
import { NewKeptDeckForm } from "./NewKeptDeckForm";
import type { Draft } from "./use-draft";

type Opened =
  | { kind: "opening" }
  | { kind: "missing"; message: string }
  | { kind: "new"; userId: string; setup: BuilderSetup }
  | { kind: "open"; userId: string; deckId: string; deck: Draft; setup: BuilderSetup };

const MISSING =
  "This deck is not kept in this browser. Open it in the builder once while online, and it opens here without a connection.";
const NO_PLAYER =
  "New decks can be made here without a connection once you have opened the builder on this browser while online.";

async function openKept(search: URLSearchParams): Promise<Opened> {
  const player = await readLastPlayer<BuilderSetup>();
  if (search.has("new"))
    return player
      ? { kind: "new", userId: player.userId, setup: player.setup }
      : { kind: "missing", message: NO_PLAYER };
  const deckId = search.get("deck");
  const kept = player && deckId ? await readKeptDeck<Draft>({ userId: player.userId, deckId }) : undefined;
  if (!player || !kept || !deckId) return { kind: "missing", message: MISSING };
  return { kind: "open", userId: player.userId, deckId, deck: kept.saved, setup: player.setup };
}

/**
 * Puts `url` in the address bar in place of the current entry. While the builder's unsaved-changes guard holds an
 * entry of its own (use-unsaved-guard.ts), the entry it steps back to is the one to change, once it has.
 */
function replaceAddress(url: string) {
  const replace = () => window.history.replaceState(window.history.state, "", url);
  if ((window.history.state as { builderGuard?: boolean } | null)?.builderGuard)
    window.addEventListener("popstate", replace, { once: true });
  else replace();
}

/** Keeps a new deck in this browser under a local id, with its creation queued for when the server answers. */
async function makeKeptDeck(options: {
  userId: string;
  name: string;
  formatId: string;
}): Promise<{ deckId: string; deck: Draft }> {
  const deckId = newLocalDeckId();
  const fields = { name: options.name, formatId: options.formatId, description: "", visibility: "PRIVATE" as const };
  const deck: Draft = { version: 0, fields, lines: [], considering: [], savedAt: new Date().toISOString() };
  await keepDeck<Draft>({ userId: options.userId, deckId, saved: deck, draft: null });
  await queueSave({
    userId: options.userId,
    deckId,
    baseVersion: 0,
    changes: { ...fields, cards: [], considering: [] },
  });
  return { deckId, deck };
}

export function OfflineBuilder({
  saveAction,
  createAction,
}: {
  saveAction: SyncActions["save"];
  createAction: NonNullable<SyncActions["create"]>;
}) {
  const [opened, setOpened] = useState<Opened>({ kind: "opening" });
  useEffect(() => {
    openKept(new URLSearchParams(window.location.search))
      .catch((): Opened => ({ kind: "missing", message: MISSING }))
      .then(setOpened);
  }, []);

  if (opened.kind === "new") {
    const { userId, setup } = opened;
    return (
      <div>
        <h1>New deck</h1>
        <p className="muted">Made in this browser: it is created on the server when the connection returns.</p>
        <NewKeptDeckForm
          formats={setup.formats.map((f) => ({ id: f.id, name: f.name }))}
          onCreate={async ({ name, formatId }) => {
            const { deckId, deck } = await makeKeptDeck({ userId, name, formatId });
            replaceAddress(`/offline/builder?deck=${encodeURIComponent(deckId)}`);
            setOpened({ kind: "open", userId, deckId, deck, setup });
          }}
        />
      </div>
    );
  }
  if (opened.kind !== "open") {
    return (
      <div>
        <h1>Deck builder</h1>
        <p className={opened.kind === "opening" ? "muted" : undefined}>
          {opened.kind === "opening" ? "Opening the deck kept in this browser…" : opened.message}
        </p>
      </div>
    );
  }
  const { deck, deckId } = opened;
  const local = isLocalDeckId(deckId);
  return (
    <div>
      <div className="builder-head">
        <h1>Edit {deck.fields.name}</h1> {local ? null : <a href={`/decks/${deckId}`}>View deck</a>}
      </div>
      <p className="muted" data-testid="offline-copy">
        {local
          ? "Made in this browser: the deck and the changes you save are sent when the connection returns."
          : "The copy kept in this browser: changes you save wait here until the connection returns."}
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
        createAction={createAction}
        onCreated={(serverId) => {
          // The server's id from now on: a reload online opens the deck's own builder.
          replaceAddress(`/decks/${serverId}/edit`);
          setOpened({ ...opened, deckId: serverId });
        }}
      />
    </div>
  );
}
