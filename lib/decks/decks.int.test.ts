import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import type { AppError } from "../http/errors";

// Deck persistence against a real database: versions, transactions, the cached verdict, forks and visibility.
const db = useTestDatabase();
let lib: {
  createDeck: typeof import("./create-deck").createDeck;
  saveDeck: typeof import("./save-deck").saveDeck;
  forkDeck: typeof import("./fork-deck").forkDeck;
  getDeckForViewer: typeof import("./get-deck").getDeckForViewer;
  listMyDecks: typeof import("./list-decks").listMyDecks;
  listPublicDecks: typeof import("./list-decks").listPublicDecks;
};
let alice: string;
let bob: string;
const legal = legalDeckCards();

beforeAll(async () => {
  lib = {
    ...(await import("./create-deck")),
    ...(await import("./save-deck")),
    ...(await import("./fork-deck")),
    ...(await import("./get-deck")),
    ...(await import("./list-decks")),
  };
  alice = (await createUser(db.prisma, "Alice")).id;
  bob = (await createUser(db.prisma, "Bob")).id;
});

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: AppError) => e.code,
  );
const cardsOf = (deckId: string) =>
  db.prisma.deckCard.findMany({
    where: { deckId },
    select: { cardId: true, quantity: true },
    orderBy: { cardId: "asc" },
  });

describe("creating and saving decks", () => {
  it("creates an empty private deck at version 1 with a snapshot", async () => {
    const { id, version } = await lib.createDeck({ userId: alice, name: "  Scouts ", formatId: "standard" });
    expect(version).toBe(1);
    const deck = await db.prisma.deck.findUniqueOrThrow({ where: { id }, include: { versions: true } });
    expect(deck).toMatchObject({ name: "Scouts", visibility: "PRIVATE", legal: false, ownerId: alice });
    expect(deck.versions.map((v) => v.version)).toEqual([1]);
  });

  it("refuses an unknown format", async () => {
    expect(await code(lib.createDeck({ userId: alice, name: "X", formatId: "nope" }))).toBe("INVALID_INPUT");
  });

  it("saves cards, bumps the version, snapshots it and caches the verdict", async () => {
    const { id } = await lib.createDeck({ userId: alice, name: "Legal", formatId: "standard" });
    const saved = await lib.saveDeck({ deckId: id, userId: alice, cards: legal, version: 1, description: "**Fast**" });
    expect(saved).toEqual({ id, version: 2, legal: true });
    expect((await cardsOf(id)).reduce((n, c) => n + c.quantity, 0)).toBe(81);
    const snapshot = await db.prisma.deckVersion.findUniqueOrThrow({
      where: { deckId_version: { deckId: id, version: 2 } },
    });
    expect(snapshot.cards).toHaveLength(legal.length);

    const fewer = await lib.saveDeck({ deckId: id, userId: alice, cards: legal.slice(1), version: 2 });
    expect(fewer).toEqual({ id, version: 3, legal: false });
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id } })).legal).toBe(false);
  });

  it("merges repeated lines for one card", async () => {
    const { id } = await lib.createDeck({ userId: alice, name: "Repeats", formatId: "standard" });
    const slug = legal[1]!.slug;
    await lib.saveDeck({
      deckId: id,
      userId: alice,
      cards: [
        { slug, quantity: 1 },
        { slug, quantity: 2 },
      ],
      version: 1,
    });
    expect((await cardsOf(id)).map((c) => c.quantity)).toEqual([3]);
    // Repeats past 99 in all, in the deck or its sideboard, are refused: the builder could not save such a deck again.
    const over = [
      { slug, quantity: 99 },
      { slug, quantity: 1 },
    ];
    await expect(lib.saveDeck({ deckId: id, userId: alice, cards: over, version: 2 })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      details: { issues: [{ field: "cards" }] },
    });
    await expect(
      lib.saveDeck({ deckId: id, userId: alice, cards: [], considering: over, version: 2 }),
    ).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect((await cardsOf(id)).map((c) => c.quantity)).toEqual([3]);
  });

  it("answers a stale version with CONFLICT and the current version, changing nothing", async () => {
    const { id } = await lib.createDeck({ userId: alice, name: "Contested", formatId: "standard" });
    await lib.saveDeck({ deckId: id, userId: alice, cards: legal.slice(0, 3), version: 1 });
    const before = await cardsOf(id);
    const stale = lib.saveDeck({ deckId: id, userId: alice, name: "Mine", cards: legal, version: 1 });
    await expect(stale).rejects.toMatchObject({ code: "CONFLICT", details: { currentVersion: 2 } });
    const deck = await db.prisma.deck.findUniqueOrThrow({ where: { id } });
    expect(deck).toMatchObject({ name: "Contested", version: 2 });
    expect(await cardsOf(id)).toEqual(before);
    // "Keep mine": saving again with the fresh version overwrites.
    expect((await lib.saveDeck({ deckId: id, userId: alice, name: "Mine", cards: legal, version: 2 })).version).toBe(3);
  });

  it("lets only one of two rival saves of the same version win", async () => {
    const { id } = await lib.createDeck({ userId: alice, name: "Race", formatId: "standard" });
    const results = await Promise.allSettled([
      lib.saveDeck({ deckId: id, userId: alice, cards: legal.slice(0, 2), version: 1 }),
      lib.saveDeck({ deckId: id, userId: alice, cards: legal.slice(2, 5), version: 1 }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id } })).version).toBe(2);
  });

  it("rolls back a save naming an unknown card: the deck is unchanged", async () => {
    const { id } = await lib.createDeck({ userId: alice, name: "Atomic", formatId: "standard" });
    await lib.saveDeck({ deckId: id, userId: alice, cards: legal, version: 1 });
    const before = await cardsOf(id);
    const bad = lib.saveDeck({
      deckId: id,
      userId: alice,
      name: "Broken",
      cards: [...legal.slice(1), { cardId: 999_999, quantity: 1 }],
      version: 2,
    });
    await expect(bad).rejects.toMatchObject({ code: "INVALID_INPUT", message: expect.stringContaining("999999") });
    expect(await db.prisma.deck.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: "Atomic",
      version: 2,
      legal: true,
    });
    expect(await cardsOf(id)).toEqual(before);
    expect(await db.prisma.deckVersion.count({ where: { deckId: id } })).toBe(2);
  });

  it("re-checks legality when the format changes", async () => {
    const { id } = await lib.createDeck({ userId: alice, name: "Switch", formatId: "standard" });
    await lib.saveDeck({ deckId: id, userId: alice, cards: legal, version: 1 });
    const core = await lib.saveDeck({ deckId: id, userId: alice, formatId: "core-only", cards: legal, version: 2 });
    const deck = await db.prisma.deck.findUniqueOrThrow({ where: { id } });
    expect(deck.formatId).toBe("core-only");
    expect(deck.legal).toBe(core.legal);
  });
});

describe("forks", () => {
  it("copies a deck the user may view into a private deck of theirs", async () => {
    const { id } = await lib.createDeck({
      userId: alice,
      name: "Original",
      formatId: "standard",
      visibility: "UNLISTED",
    });
    await lib.saveDeck({ deckId: id, userId: alice, cards: legal, version: 1 });
    const fork = await lib.forkDeck({ deckId: id, userId: bob });
    const copy = await db.prisma.deck.findUniqueOrThrow({ where: { id: fork.id } });
    expect(copy).toMatchObject({
      ownerId: bob,
      visibility: "PRIVATE",
      forkedFromId: id,
      name: "Original (fork)",
      legal: true,
      version: 1,
    });
    expect(await cardsOf(fork.id)).toEqual(await cardsOf(id));
  });
});

describe("visibility", () => {
  it("shows private decks to their owner only; unlisted and public decks to anyone with the id", async () => {
    const priv = await lib.createDeck({ userId: alice, name: "Secret", formatId: "standard" });
    const unlisted = await lib.createDeck({
      userId: alice,
      name: "By link",
      formatId: "standard",
      visibility: "UNLISTED",
    });
    const pub = await lib.createDeck({ userId: alice, name: "Open", formatId: "standard", visibility: "PUBLIC" });
    expect((await lib.getDeckForViewer({ deckId: priv.id, viewerId: alice })).isOwner).toBe(true);
    expect(await code(lib.getDeckForViewer({ deckId: priv.id, viewerId: bob }))).toBe("NOT_FOUND");
    expect(await code(lib.getDeckForViewer({ deckId: priv.id, viewerId: null }))).toBe("NOT_FOUND");
    expect((await lib.getDeckForViewer({ deckId: unlisted.id, viewerId: null })).name).toBe("By link");
    expect((await lib.getDeckForViewer({ deckId: pub.id, viewerId: bob })).isOwner).toBe(false);

    const listed = (await lib.listPublicDecks({ includeUnfinished: true })).items.map((d) => d.id);
    expect(listed).toContain(pub.id);
    expect(listed).not.toContain(unlisted.id);
    expect(listed).not.toContain(priv.id);
  });
});

describe("deck lists", () => {
  it("lists public decks newest first, by name and by card", async () => {
    const carol = (await createUser(db.prisma, "Carol")).id;
    const a = await lib.createDeck({
      userId: carol,
      name: "Zhodani Raiders",
      formatId: "standard",
      visibility: "PUBLIC",
    });
    const b = await lib.createDeck({
      userId: carol,
      name: "Vargr raiders",
      formatId: "standard",
      visibility: "PUBLIC",
    });
    await lib.saveDeck({ deckId: a.id, userId: carol, cards: [{ slug: legal[0]!.slug, quantity: 1 }], version: 1 });
    // Both decks are unfinished, which the public list hides unless asked.
    const byName = await lib.listPublicDecks({ q: "RAIDERS", includeUnfinished: true });
    expect(byName.items.map((d) => d.id)).toEqual([b.id, a.id]);
    const withCard = await lib.listPublicDecks({ cardSlug: legal[0]!.slug, includeUnfinished: true });
    expect(withCard.items.map((d) => d.id)).toContain(a.id);
    expect(withCard.items.map((d) => d.id)).not.toContain(b.id);
    expect(
      (await lib.listPublicDecks({ q: "raiders", cardSlug: legal[0]!.slug, includeUnfinished: true })).items.map(
        (d) => d.id,
      ),
    ).toEqual([a.id]);
  });

  it("lists my decks sorted and filtered by format and legality", async () => {
    const dave = (await createUser(db.prisma, "Dave")).id;
    const good = await lib.createDeck({ userId: dave, name: "B good", formatId: "standard" });
    await lib.saveDeck({ deckId: good.id, userId: dave, cards: legal, version: 1 });
    const bad = await lib.createDeck({ userId: dave, name: "A bad", formatId: "core-only" });
    expect((await lib.listMyDecks({ userId: dave, sort: "name" })).map((d) => d.name)).toEqual(["A bad", "B good"]);
    expect((await lib.listMyDecks({ userId: dave, legal: true })).map((d) => d.id)).toEqual([good.id]);
    expect((await lib.listMyDecks({ userId: dave, formatId: "core-only" })).map((d) => d.id)).toEqual([bad.id]);
    expect((await lib.listMyDecks({ userId: dave })).find((d) => d.id === good.id)?.cardCount).toBe(81);
  });
});
