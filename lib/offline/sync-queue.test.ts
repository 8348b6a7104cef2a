// The offline save queue against a fake server that keeps deck versions the
// way the real save does: a save from an older version is a conflict, a save
// with no connection throws.
import { describe, expect, it } from "vitest";
import type { SaveDeckInput, SavedDeck } from "../decks/schemas";
import type { ActionResult } from "../http/action-result";
import {
  enqueueSave,
  isLocalDeckId,
  MAX_ATTEMPTS,
  newLocalDeckId,
  resolveConflict,
  retryDelayMs,
  sendable,
  signOutStep,
  syncQueue,
  type DeckChanges,
  type SyncQueue,
} from "./sync-queue";

const changes = (name: string): DeckChanges => ({ name, cards: [{ slug: "scout-drone", quantity: 2 }] });

function fakeServer(versions: Record<string, number>) {
  const received: SaveDeckInput[] = [];
  let online = true;
  const save = async (input: SaveDeckInput): Promise<ActionResult<SavedDeck>> => {
    if (!online) throw new TypeError("Failed to fetch");
    received.push(input);
    const current = versions[input.deckId];
    if (current === undefined) return { ok: false, error: { code: "NOT_FOUND", message: "No such deck." } };
    if (current !== input.version) {
      return { ok: false, error: { code: "CONFLICT", message: "Saved elsewhere.", currentVersion: current } };
    }
    versions[input.deckId] = current + 1;
    return { ok: true, value: { id: input.deckId, version: current + 1, legal: true } };
  };
  // Creating a deck as the server does: a new id at version 1, named and formatted, or refused without a name.
  let made = 0;
  const created: { name: string; formatId: string }[] = [];
  const create = async (input: { name: string; formatId: string }) => {
    if (!online) throw new TypeError("Failed to fetch");
    if (!input.name)
      return { ok: false as const, error: { code: "INVALID_INPUT" as const, message: "Give the deck a name" } };
    created.push(input);
    const id = `server-${++made}`;
    versions[id] = 1;
    return { ok: true as const, value: { id, version: 1 } };
  };
  return { save, create, created, received, versions, setOnline: (value: boolean) => (online = value) };
}

describe("enqueueSave", () => {
  it("keeps decks in the order they were first changed, the newest contents replacing older ones", () => {
    let queue: SyncQueue = [];
    queue = enqueueSave(queue, { deckId: "a", baseVersion: 3, changes: changes("A1") });
    queue = enqueueSave(queue, { deckId: "b", baseVersion: 1, changes: changes("B1") });
    queue = enqueueSave(queue, { deckId: "a", baseVersion: 4, changes: changes("A2") });
    expect(queue.map((q) => [q.deckId, q.baseVersion, q.changes.name])).toEqual([
      ["a", 3, "A2"],
      ["b", 1, "B1"],
    ]);
  });
});

describe("syncQueue", () => {
  it("saves queued decks in order through the versioned save and empties the queue", async () => {
    const server = fakeServer({ a: 3, b: 1 });
    let queue = enqueueSave([], { deckId: "b", baseVersion: 1, changes: changes("B") });
    queue = enqueueSave(queue, { deckId: "a", baseVersion: 3, changes: changes("A") });
    const result = await syncQueue({ queue, save: server.save });
    expect(server.received.map((r) => [r.deckId, r.version, r.name])).toEqual([
      ["b", 1, "B"],
      ["a", 3, "A"],
    ]);
    expect(result.outcomes).toEqual([
      { deckId: "b", kind: "saved", version: 2 },
      { deckId: "a", kind: "saved", version: 4 },
    ]);
    expect(result.queue).toEqual([]);
  });

  it("stops at a save with no answer, so later saves never overtake it, and retries it next time", async () => {
    const server = fakeServer({ a: 1, b: 1 });
    server.setOnline(false);
    let queue = enqueueSave([], { deckId: "a", baseVersion: 1, changes: changes("A") });
    queue = enqueueSave(queue, { deckId: "b", baseVersion: 1, changes: changes("B") });
    const offline = await syncQueue({ queue, save: server.save });
    expect(offline.outcomes).toEqual([]);
    expect(offline.queue.map((q) => [q.deckId, q.attempts])).toEqual([
      ["a", 1],
      ["b", 0],
    ]);
    server.setOnline(true);
    const back = await syncQueue({ queue: offline.queue, save: server.save });
    expect(back.outcomes.map((o) => o.deckId)).toEqual(["a", "b"]);
    expect(back.queue).toEqual([]);
  });

  it("gives up on a save after its attempts run out until the player changes the deck again", async () => {
    const server = fakeServer({ a: 1 });
    server.setOnline(false);
    let queue = enqueueSave([], { deckId: "a", baseVersion: 1, changes: changes("A") });
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) queue = (await syncQueue({ queue, save: server.save })).queue;
    expect(queue[0]!.attempts).toBe(MAX_ATTEMPTS);
    expect(sendable(queue)).toEqual([]);
    queue = enqueueSave(queue, { deckId: "a", baseVersion: 1, changes: changes("A again") });
    expect(sendable(queue).map((q) => q.changes.name)).toEqual(["A again"]);
  });

  it("waits longer after each failure, up to a minute", () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 60_000]);
  });

  it("holds a deck saved elsewhere meanwhile as a conflict and goes on with the others", async () => {
    const server = fakeServer({ a: 5, b: 1 });
    let queue = enqueueSave([], { deckId: "a", baseVersion: 4, changes: changes("Mine") });
    queue = enqueueSave(queue, { deckId: "b", baseVersion: 1, changes: changes("B") });
    const result = await syncQueue({ queue, save: server.save });
    expect(result.outcomes).toEqual([
      { deckId: "a", kind: "conflict", currentVersion: 5 },
      { deckId: "b", kind: "saved", version: 2 },
    ]);
    expect(result.queue).toMatchObject([{ deckId: "a", state: "conflict", currentVersion: 5 }]);
    // A conflict is not sent again until the player chooses.
    expect(sendable(result.queue)).toEqual([]);
    expect(server.versions.a).toBe(5);
  });

  it("keeps a refused save with the server's reason and does not resend it", async () => {
    const server = fakeServer({});
    const queue = enqueueSave([], { deckId: "gone", baseVersion: 1, changes: changes("A") });
    const result = await syncQueue({ queue, save: server.save });
    expect(result.queue).toMatchObject([{ deckId: "gone", state: "refused", message: "No such deck." }]);
    expect(sendable(result.queue)).toEqual([]);
  });
});

describe("resolveConflict", () => {
  async function conflicted() {
    const server = fakeServer({ a: 5 });
    const queue = enqueueSave([], { deckId: "a", baseVersion: 4, changes: changes("Mine") });
    return { server, queue: (await syncQueue({ queue, save: server.save })).queue };
  }

  it("keeping mine saves the queued edits over the server's version", async () => {
    const { server, queue } = await conflicted();
    const result = await syncQueue({ queue: resolveConflict(queue, "a", "mine"), save: server.save });
    expect(result.outcomes).toEqual([{ deckId: "a", kind: "saved", version: 6 }]);
    expect(server.received.at(-1)).toMatchObject({ deckId: "a", version: 5, name: "Mine" });
  });

  it("taking theirs drops the queued edits", async () => {
    const { queue } = await conflicted();
    expect(resolveConflict(queue, "a", "theirs")).toEqual([]);
  });
});

describe("decks made offline", () => {
  const made = (name: string): DeckChanges => ({ ...changes(name), formatId: "standard" });

  it("are created on the server, then saved under the server's id in their place in the queue", async () => {
    const server = fakeServer({ a: 1 });
    const local = newLocalDeckId();
    expect(isLocalDeckId(local)).toBe(true);
    let queue = enqueueSave([], { deckId: local, baseVersion: 0, changes: made("New at the store") });
    queue = enqueueSave(queue, { deckId: "a", baseVersion: 1, changes: changes("A") });
    const result = await syncQueue({ queue, save: server.save, create: server.create });
    expect(server.created).toEqual([{ name: "New at the store", formatId: "standard" }]);
    expect(result.outcomes).toEqual([
      { deckId: local, kind: "created", serverId: "server-1" },
      { deckId: "server-1", kind: "saved", version: 2 },
      { deckId: "a", kind: "saved", version: 2 },
    ]);
    expect(server.received.map((r) => [r.deckId, r.version, r.name])).toEqual([
      ["server-1", 1, "New at the store"],
      ["a", 1, "A"],
    ]);
    expect(result.queue).toEqual([]);
  });

  it("keep the server's id when the connection drops between creating and saving, and are not created twice", async () => {
    const server = fakeServer({});
    const local = newLocalDeckId();
    const queue = enqueueSave([], { deckId: local, baseVersion: 0, changes: made("Half way") });
    const save = server.save;
    let saves = 0;
    const dropping = async (input: Parameters<typeof save>[0]) => {
      if (saves++ === 0) throw new TypeError("Failed to fetch");
      return save(input);
    };
    const first = await syncQueue({ queue, save: dropping, create: server.create });
    expect(first.outcomes).toEqual([{ deckId: local, kind: "created", serverId: "server-1" }]);
    expect(first.queue).toMatchObject([{ deckId: "server-1", baseVersion: 1, attempts: 1, state: "waiting" }]);
    // A later edit made under either id lands on the same queued save.
    const edited = enqueueSave(first.queue, { deckId: "server-1", baseVersion: 1, changes: made("Finished") });
    const second = await syncQueue({ queue: edited, save: dropping, create: server.create });
    expect(second.outcomes).toEqual([{ deckId: "server-1", kind: "saved", version: 2 }]);
    expect(server.created).toHaveLength(1);
    expect(server.received.at(-1)).toMatchObject({ name: "Finished" });
  });

  it("wait, without holding up other decks, where no creation is on offer, and stay local with no connection", async () => {
    const server = fakeServer({ a: 1 });
    const local = newLocalDeckId();
    let queue = enqueueSave([], { deckId: local, baseVersion: 0, changes: made("Later") });
    queue = enqueueSave(queue, { deckId: "a", baseVersion: 1, changes: changes("A") });
    const without = await syncQueue({ queue, save: server.save });
    expect(without.outcomes).toEqual([{ deckId: "a", kind: "saved", version: 2 }]);
    expect(without.queue).toMatchObject([{ deckId: local, state: "waiting", attempts: 0 }]);
    server.setOnline(false);
    const offline = await syncQueue({ queue: without.queue, save: server.save, create: server.create });
    expect(offline.queue).toMatchObject([{ deckId: local, attempts: 1 }]);
  });

  it("are kept with the server's reason when it refuses to create them", async () => {
    const server = fakeServer({});
    const local = newLocalDeckId();
    const queue = enqueueSave([], { deckId: local, baseVersion: 0, changes: made("") });
    const result = await syncQueue({ queue, save: server.save, create: server.create });
    expect(result.outcomes).toEqual([{ deckId: local, kind: "refused", message: "Give the deck a name" }]);
    expect(sendable(result.queue)).toEqual([]);
  });
});

describe("signOutStep", () => {
  const sent = () => {
    const steps: string[] = [];
    return { steps, sync: async () => void steps.push("sync") };
  };

  it("sends what waits first, then clears the browser without asking when nothing is left", async () => {
    const { steps, sync } = sent();
    const step = await signOutStep({
      sync,
      unsaved: async () => (steps.push("count"), 0),
      ask: (q) => (steps.push(q), false),
    });
    expect(step).toEqual({ kind: "clear", dropped: 0 });
    expect(steps).toEqual(["sync", "count"]);
  });

  it("asks before dropping changes the server still does not have, saying how many", async () => {
    const asked: string[] = [];
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await signOutStep({ sync: offline, unsaved: async () => 2, ask: (q) => (asked.push(q), false) })).toEqual({
      kind: "stay",
    });
    expect(asked).toEqual(["2 deck changes are not saved to the server yet and would be lost. Sign out anyway?"]);
  });

  it("clears once the player accepts the loss", async () => {
    const { sync } = sent();
    expect(await signOutStep({ sync, unsaved: async () => 1, ask: () => true })).toEqual({ kind: "clear", dropped: 1 });
  });
});
