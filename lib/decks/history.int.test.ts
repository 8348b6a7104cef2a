import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import { diffDecks } from "../insight/deck-diff";
import type { AppError } from "../http/errors";

// Deck history against a real database: saved versions listed for viewers,
// two versions diffed, an old version restored as a new save behind the
// version guard, and the diff of a fork against the deck it came from.
const db = useTestDatabase();
let lib: {
  createDeck: typeof import("./create-deck").createDeck;
  saveDeck: typeof import("./save-deck").saveDeck;
  forkDeck: typeof import("./fork-deck").forkDeck;
  getDeckForViewer: typeof import("./get-deck").getDeckForViewer;
  listDeckVersions: typeof import("./list-deck-versions").listDeckVersions;
  getVersionSnapshots: typeof import("./get-version-snapshots").getVersionSnapshots;
  restoreDeckVersion: typeof import("./restore-deck-version").restoreDeckVersion;
  getForkSource: typeof import("./get-fork-source").getForkSource;
  currentEntries: typeof import("./snapshot").currentEntries;
};
let alice: string;
let bob: string;
const legal = legalDeckCards();
const [first, second, third] = legal;

beforeAll(async () => {
  lib = {
    ...(await import("./create-deck")),
    ...(await import("./save-deck")),
    ...(await import("./fork-deck")),
    ...(await import("./get-deck")),
    ...(await import("./list-deck-versions")),
    ...(await import("./get-version-snapshots")),
    ...(await import("./restore-deck-version")),
    ...(await import("./get-fork-source")),
    ...(await import("./snapshot")),
  };
  alice = (await createUser(db.prisma, "Alice")).id;
  bob = (await createUser(db.prisma, "Bob")).id;
});

/** The AppError's code, or the error's name (ZodError) for input the schema refuses. */
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: AppError) => e.code ?? e.name,
  );
const cardsOf = (deckId: string) =>
  db.prisma.deckCard.findMany({
    where: { deckId },
    select: { card: { select: { slug: true } }, quantity: true },
    orderBy: { card: { slug: "asc" } },
  });
const sideboardOf = (deckId: string) =>
  db.prisma.consideredCard.findMany({
    where: { deckId },
    select: { card: { select: { slug: true } }, quantity: true },
    orderBy: { card: { slug: "asc" } },
  });

/** A deck at version 3: v2 is the legal deck named "Legal", v3 drops the first card, renames it and puts two copies of the second card in the sideboard. */
async function deckWithHistory(visibility: "PRIVATE" | "PUBLIC" = "PRIVATE") {
  const { id } = await lib.createDeck({ userId: alice, name: "Draft", formatId: "standard", visibility });
  await lib.saveDeck({ deckId: id, userId: alice, name: "Legal", cards: legal, version: 1 });
  await lib.saveDeck({
    deckId: id,
    userId: alice,
    name: "Trimmed",
    cards: legal.slice(1),
    considering: [{ slug: second!.slug, quantity: 2 }],
    version: 2,
  });
  return id;
}

describe("listing and diffing versions", () => {
  it("lists the saved versions newest first, with names and dates, to those who may view the deck", async () => {
    const id = await deckWithHistory();
    const versions = await lib.listDeckVersions({ deckId: id, viewerId: alice });
    expect(versions.map((v) => [v.version, v.name])).toEqual([
      [3, "Trimmed"],
      [2, "Legal"],
      [1, "Draft"],
    ]);
    expect(versions.every((v) => v.createdAt instanceof Date)).toBe(true);
    expect(await lib.listDeckVersions({ deckId: id, viewerId: bob })).toEqual([]);
    expect(await code(lib.getVersionSnapshots({ deckId: id, viewerId: bob, versions: [2] }))).toBe("NOT_FOUND");
  });

  it("diffs two versions card by card, the sideboard as a section of its own", async () => {
    const id = await deckWithHistory();
    const [v2, v3] = await lib.getVersionSnapshots({ deckId: id, viewerId: alice, versions: [2, 3] });
    expect(v2!.entries.reduce((n, e) => n + e.quantity, 0)).toBe(81);
    const diff = diffDecks({ before: v2!.entries, after: v3!.entries });
    expect(diff.removed).toBe(first!.quantity);
    expect(diff.added).toBe(2);
    expect(
      diff.sections.map((s) => [
        s.section,
        s.added.map((l) => [l.slug, l.change]),
        s.removed.map((l) => [l.slug, l.change]),
      ]),
    ).toEqual([
      [expect.any(String), [], [[first!.slug, -first!.quantity]]],
      ["considering", [[second!.slug, 2]], []],
    ]);
    expect(await code(lib.getVersionSnapshots({ deckId: id, viewerId: alice, versions: [2, 9] }))).toBe("NOT_FOUND");
  });

  it("reads snapshots written before the sideboard as the deck itself, and names cards gone from the catalogue", async () => {
    const id = await deckWithHistory();
    await db.prisma.deckVersion.update({
      where: { deckId_version: { deckId: id, version: 2 } },
      data: {
        cards: [
          { slug: first!.slug, quantity: 1 },
          { slug: "retired-card", quantity: 3 },
        ],
      },
    });
    const [old] = await lib.getVersionSnapshots({ deckId: id, viewerId: alice, versions: [2] });
    expect(old!.entries.map((e) => [e.card.slug, e.quantity, e.section])).toEqual([[first!.slug, 1, undefined]]);
    expect(old!.missing).toEqual(["retired-card"]);
  });
});

describe("restoring a version", () => {
  it("saves the old version's name, cards and sideboard as the next version, with its verdict and a snapshot", async () => {
    const id = await deckWithHistory();
    expect((await sideboardOf(id)).length).toBe(1);
    const restored = await lib.restoreDeckVersion({ deckId: id, userId: alice, version: 2, fromVersion: 3 });
    expect(restored).toEqual({ id, version: 4, legal: true });
    const deck = await db.prisma.deck.findUniqueOrThrow({ where: { id } });
    expect(deck).toMatchObject({ name: "Legal", version: 4, legal: true });
    expect((await cardsOf(id)).map((c) => ({ slug: c.card.slug, quantity: c.quantity }))).toEqual(
      [...legal].sort((a, b) => a.slug.localeCompare(b.slug)),
    );
    expect(await sideboardOf(id)).toEqual([]);
    const [v2, v4] = await lib.getVersionSnapshots({ deckId: id, viewerId: alice, versions: [2, 4] });
    expect(diffDecks({ before: v2!.entries, after: v4!.entries }).sections).toEqual([]);
    expect(v4!.name).toBe("Legal");

    // Restoring v3 brings its sideboard back.
    await lib.restoreDeckVersion({ deckId: id, userId: alice, version: 3, fromVersion: 4 });
    expect((await sideboardOf(id)).map((c) => [c.card.slug, c.quantity])).toEqual([[second!.slug, 2]]);
  });

  it("answers a restore from a stale page with CONFLICT and the current version, changing nothing", async () => {
    const id = await deckWithHistory();
    const before = await cardsOf(id);
    const stale = lib.restoreDeckVersion({ deckId: id, userId: alice, version: 2, fromVersion: 2 });
    await expect(stale).rejects.toMatchObject({ code: "CONFLICT", details: { currentVersion: 3 } });
    expect(await cardsOf(id)).toEqual(before);
    expect(await db.prisma.deckVersion.count({ where: { deckId: id } })).toBe(3);
  });

  it("is the owner's alone, and refuses a missing version or a version naming a card gone from the catalogue", async () => {
    const id = await deckWithHistory("PUBLIC");
    expect(await code(lib.restoreDeckVersion({ deckId: id, userId: bob, version: 2, fromVersion: 3 }))).toBe(
      "NOT_FOUND",
    );
    expect(await code(lib.restoreDeckVersion({ deckId: id, userId: alice, version: 7, fromVersion: 3 }))).toBe(
      "NOT_FOUND",
    );
    expect(await code(lib.restoreDeckVersion({ deckId: id, userId: alice, version: 0, fromVersion: 3 }))).toBe(
      "ZodError",
    );
    await db.prisma.deckVersion.update({
      where: { deckId_version: { deckId: id, version: 1 } },
      data: { cards: [{ slug: "retired-card", quantity: 1 }] },
    });
    const gone = lib.restoreDeckVersion({ deckId: id, userId: alice, version: 1, fromVersion: 3 });
    await expect(gone).rejects.toMatchObject({
      code: "INVALID_INPUT",
      details: { issues: [{ field: "version", message: "Unknown cards: retired-card" }] },
    });
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id } })).version).toBe(3);
  });
});

describe("the diff against the deck a fork came from", () => {
  it("compares the fork with its source as it is now", async () => {
    const id = await deckWithHistory("PUBLIC");
    const fork = await lib.forkDeck({ deckId: id, userId: bob });
    await lib.saveDeck({
      deckId: fork.id,
      userId: bob,
      cards: [...legal.slice(1), { slug: first!.slug, quantity: first!.quantity }].filter(
        (c) => c.slug !== third!.slug,
      ),
      version: 1,
    });
    const source = await lib.getForkSource({ deckId: fork.id, viewerId: bob });
    expect(source).toMatchObject({ id, name: "Trimmed" });
    const mine = await lib.getDeckForViewer({ deckId: fork.id, viewerId: bob });
    const diff = diffDecks({ before: source!.entries, after: lib.currentEntries(mine) });
    const changes = diff.sections.flatMap((s) => [...s.added, ...s.removed].map((l) => [l.slug, l.change])).sort();
    expect(changes).toEqual(
      [
        [first!.slug, first!.quantity],
        [third!.slug, -third!.quantity],
      ].sort(),
    );
  });

  it("is none when the source is private to someone else, or the deck is not a fork", async () => {
    const id = await deckWithHistory("PUBLIC");
    const fork = await lib.forkDeck({ deckId: id, userId: bob });
    await db.prisma.deck.update({ where: { id }, data: { visibility: "PRIVATE" } });
    expect(await lib.getForkSource({ deckId: fork.id, viewerId: bob })).toBeNull();
    expect(await lib.getForkSource({ deckId: fork.id, viewerId: null })).toBeNull();
    expect(await lib.getForkSource({ deckId: id, viewerId: alice })).toBeNull();
  });
});
