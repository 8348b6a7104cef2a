import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import { readCatalogue } from "../../seed/read-catalogue";
import { CACHE_TAGS, deckPageTag, decksWithCardTag } from "./tags";

// A card's page lists the public decks holding it, under its own tag: the
// database triggers mark the tags of a public deck's cards when the deck, its
// contents or its likes change, and leave every other card's page alone.
const db = useTestDatabase();
let lib: {
  createDeck: typeof import("../decks/create-deck").createDeck;
  saveDeck: typeof import("../decks/save-deck").saveDeck;
  setDeckLike: typeof import("../decks/like-deck").setDeckLike;
};
let author: string;
let fan: string;
const cards = legalDeckCards();
const inDeck = new Set(cards.map((c) => c.slug));
const outside = readCatalogue().cards.filter((c) => !inDeck.has(c.slug) && c.type !== "SHIP");

async function versions(): Promise<Map<string, bigint>> {
  const rows = await db.prisma.cacheTag.findMany({ select: { tag: true, version: true } });
  return new Map(rows.map((r) => [r.tag, r.version]));
}

/** The tags whose version moved between two readings. */
function marked(before: Map<string, bigint>, after: Map<string, bigint>): Set<string> {
  return new Set([...after].filter(([tag, version]) => before.get(tag) !== version).map(([tag]) => tag));
}

async function markedBy(change: () => Promise<unknown>): Promise<Set<string>> {
  const before = await versions();
  await change();
  return marked(before, await versions());
}

const lastVersion = async (tx: Pick<typeof db.prisma, "$queryRaw">) =>
  (await tx.$queryRaw<{ last: bigint }[]>`SELECT last_value AS last FROM cache_tag_version_seq`)[0]!.last;

async function deck(name: string, visibility: "PUBLIC" | "UNLISTED" | "PRIVATE") {
  const { id } = await lib.createDeck({ userId: author, name, formatId: "standard", visibility });
  await lib.saveDeck({ deckId: id, userId: author, cards, version: 1 });
  return id;
}

beforeAll(async () => {
  lib = {
    ...(await import("../decks/create-deck")),
    ...(await import("../decks/save-deck")),
    ...(await import("../decks/like-deck")),
  };
  author = (await createUser(db.prisma, "Author")).id;
  fan = (await createUser(db.prisma, "Fan")).id;
});

describe("public decks by card", () => {
  it("marks the pages of the cards a public deck holds when it is saved, and no other card's", async () => {
    const { id } = await lib.createDeck({
      userId: author,
      name: "Free Traders",
      formatId: "standard",
      visibility: "PUBLIC",
    });
    const tags = await markedBy(() => lib.saveDeck({ deckId: id, userId: author, cards, version: 1 }));
    for (const slug of inDeck) expect(tags, slug).toContain(decksWithCardTag(slug));
    expect(tags).toContain(CACHE_TAGS.publicDecks);
    expect(tags).not.toContain(decksWithCardTag(outside[0]!.slug));
    expect(tags).not.toContain(CACHE_TAGS.catalogue);
  });

  it("marks a card taken out of a public deck and one put in", async () => {
    const id = await deck("Swapping Traders", "PUBLIC");
    const [takenOut] = cards.filter((c) => c.quantity === 1);
    const putIn = outside[0]!;
    const swapped = [...cards.filter((c) => c !== takenOut), { slug: putIn.slug, quantity: 1 }];
    const tags = await markedBy(() => lib.saveDeck({ deckId: id, userId: author, cards: swapped, version: 2 }));
    expect(tags).toContain(decksWithCardTag(takenOut!.slug));
    expect(tags).toContain(decksWithCardTag(putIn.slug));
    expect(tags).not.toContain(decksWithCardTag(outside[1]!.slug));
  });

  it("marks nothing when a private or unlisted deck is saved", async () => {
    for (const visibility of ["PRIVATE", "UNLISTED"] as const) {
      const { id } = await lib.createDeck({
        userId: author,
        name: `Quiet ${visibility}`,
        formatId: "standard",
        visibility,
      });
      const tags = await markedBy(() => lib.saveDeck({ deckId: id, userId: author, cards, version: 1 }));
      // An unlisted deck's own page is shared by link: only that is marked.
      expect([...tags], visibility).toEqual(visibility === "UNLISTED" ? [deckPageTag(id)] : []);
    }
  });

  it("marks the deck's cards when it is liked, made private, or removed for good by any writer", async () => {
    const id = await deck("Short-Lived Traders", "PUBLIC");
    const card = decksWithCardTag(cards[0]!.slug);
    expect(await markedBy(() => lib.setDeckLike({ deckId: id, userId: fan, liked: true }))).toContain(card);
    expect(await markedBy(() => db.prisma.deck.update({ where: { id }, data: { visibility: "PRIVATE" } }))).toContain(
      card,
    );
    // Private now: a change to it concerns no public list.
    expect([
      ...(await markedBy(() => db.prisma.deck.update({ where: { id }, data: { name: "Renamed in private" } }))),
    ]).toEqual([]);
    await db.prisma.deck.update({ where: { id }, data: { visibility: "PUBLIC" } });
    // The cascade removes its cards before an AFTER trigger could read them.
    const removed = await markedBy(() => db.prisma.deck.delete({ where: { id } }));
    expect(removed).toContain(card);
    expect(removed).toContain(CACHE_TAGS.publicDecks);
  });

  it("marks each tag once for a whole save, though four of its statements touch the deck's cards", async () => {
    const id = await deck("Once Traders", "PUBLIC");
    const before = await lastVersion(db.prisma);
    const tags = await markedBy(() => lib.saveDeck({ deckId: id, userId: author, cards, version: 2 }));
    expect(tags).toContain(decksWithCardTag(cards[0]!.slug));
    // Two numbers per upsert of a known tag (as below): once per tag is 2 × (its cards + 'public-decks' + its page).
    expect((await lastVersion(db.prisma)) - before).toBeLessThanOrEqual(2n * BigInt(inDeck.size + 2));
  });

  it("marks each card once for a statement that changes many public decks", async () => {
    const ids = [await deck("Bulk One", "PUBLIC"), await deck("Bulk Two", "PUBLIC")];
    const taken = await db.prisma.$transaction(async (tx) => {
      const before = await lastVersion(tx);
      await tx.deck.updateMany({ where: { id: { in: ids } }, data: { legal: false } });
      return (await lastVersion(tx)) - before;
    });
    // An upsert of a known tag takes two numbers from the sequence (the insert's default, then the update's):
    // once per tag for the statement is 2 × (its cards + 'public-decks' + the two pages); once per deck would be
    // about twice that.
    const tags = BigInt(inDeck.size + 1 + ids.length);
    expect(taken).toBeGreaterThan(0n);
    expect(taken).toBeLessThanOrEqual(2n * tags);
  });
});

describe("a shared deck's page tag", () => {
  it("is marked by a save, a like, a fork, the owner's new name and a format revision; a private deck marks none", async () => {
    const shared = await deck("Scouts", "UNLISTED");
    expect(
      await markedBy(() => lib.saveDeck({ deckId: shared, userId: author, name: "Scouts II", cards, version: 2 })),
    ).toContain(deckPageTag(shared));
    expect(await markedBy(() => lib.setDeckLike({ deckId: shared, userId: fan, liked: true }))).toContain(
      deckPageTag(shared),
    );
    expect(await markedBy(() => lib.setDeckLike({ deckId: shared, userId: fan, liked: false }))).toContain(
      deckPageTag(shared),
    );
    const fork = await markedBy(() =>
      db.prisma.deck.create({ data: { ownerId: fan, name: "Fork", formatId: "standard", forkedFromId: shared } }),
    );
    expect(fork).toContain(deckPageTag(shared));
    expect(
      await markedBy(() => db.prisma.user.update({ where: { id: author }, data: { name: "Author Renamed" } })),
    ).toContain(deckPageTag(shared));
    const revision = await db.prisma.formatRevision.findFirstOrThrow({ where: { formatId: "standard" } });
    const revise = (summary: string) =>
      db.prisma.formatRevision.update({ where: { id: revision.id }, data: { summary } });
    expect(await markedBy(() => revise(`${revision.summary} (revised)`))).toContain(CACHE_TAGS.catalogue);
    await revise(revision.summary);
    const rechecked = () =>
      db.prisma.formatRevision.update({ where: { id: revision.id }, data: { decksCheckedAt: new Date() } });
    expect(await markedBy(rechecked)).not.toContain(CACHE_TAGS.catalogue);

    const own = await deck("Secret", "PRIVATE");
    const tags = await markedBy(() =>
      lib.saveDeck({ deckId: own, userId: author, name: "Secret II", cards, version: 2 }),
    );
    expect([...tags].filter((tag) => tag.startsWith("deck:"))).toEqual([]);
  });

  it("is marked by dropDeckPage, for what the triggers do not see", async () => {
    const { dropDeckPage } = await import("./deck-page");
    const shared = await deck("Couriers", "PUBLIC");
    expect(await markedBy(() => dropDeckPage({ deckId: shared, db: db.prisma }))).toEqual(
      new Set([deckPageTag(shared)]),
    );
  });
});
