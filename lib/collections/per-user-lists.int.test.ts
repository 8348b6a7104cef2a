import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";

// The per-player lists the site shows beside shared ones: the public decks a
// player can build, their owned counts by slug, and an own/want card search.
// The same question from two players gets each player's own answer, and the
// shared (cacheable) list is untouched by either.
const db = useTestDatabase();
let lib: typeof import("./buildable-public-decks") &
  typeof import("./owned-counts") &
  typeof import("./set-quantity") &
  typeof import("../decks/list-decks") &
  typeof import("../decks/create-deck") &
  typeof import("../decks/save-deck") &
  typeof import("../search/search-cards");
let cardBySlug: Map<string, { id: number; type: string }>;

beforeAll(async () => {
  lib = Object.assign(
    {},
    ...(await Promise.all([
      import("./buildable-public-decks"),
      import("./owned-counts"),
      import("./set-quantity"),
      import("../decks/list-decks"),
      import("../decks/create-deck"),
      import("../decks/save-deck"),
      import("../search/search-cards"),
    ])),
  );
  const cards = await db.prisma.card.findMany({ select: { id: true, slug: true, type: true } });
  cardBySlug = new Map(cards.map((c) => [c.slug, c]));
});

const own = (userId: string, slug: string, value: number) =>
  lib.setQuantity({ userId, cardId: cardBySlug.get(slug)!.id, field: "owned", value, expected: 0 });

describe("decks I can build", () => {
  it("answers the same query differently for two players, and leaves the shared list as it was", async () => {
    const [author, builder, stranger] = await Promise.all([
      createUser(db.prisma, "Author"),
      createUser(db.prisma, "Builder"),
      createUser(db.prisma, "Stranger"),
    ]);
    const lines = legalDeckCards();
    const deck = await lib.createDeck({
      userId: author.id,
      name: "Buildable run",
      formatId: "standard",
      visibility: "PUBLIC",
    });
    await lib.saveDeck({ deckId: deck.id, userId: author.id, cards: lines, version: deck.version });
    for (const line of lines) await own(builder.id, line.slug, line.quantity);
    // The stranger owns all but one copy of the first line.
    for (const [i, line] of lines.entries())
      await own(stranger.id, line.slug, i === 0 ? line.quantity - 1 : line.quantity);

    const query = { q: "Buildable run" };
    const ids = async (userId: string) =>
      (await lib.listBuildablePublicDecks({ userId, query })).items.map((d) => d.id);
    expect(await ids(builder.id)).toEqual([deck.id]);
    expect(await ids(stranger.id)).toEqual([]);
    expect(await ids(author.id)).toEqual([]);
    expect((await lib.listPublicDecks(query)).items.map((d) => d.id)).toEqual([deck.id]);
  });

  it("keeps the list's other filters", async () => {
    const [author, builder] = await Promise.all([createUser(db.prisma, "Author"), createUser(db.prisma, "Builder")]);
    const lines = legalDeckCards();
    const deck = await lib.createDeck({
      userId: author.id,
      name: "Filtered run",
      formatId: "standard",
      visibility: "PUBLIC",
    });
    await lib.saveDeck({ deckId: deck.id, userId: author.id, cards: lines, version: deck.version });
    for (const line of lines) await own(builder.id, line.slug, line.quantity);
    expect((await lib.listBuildablePublicDecks({ userId: builder.id, query: { q: "Filtered run" } })).total).toBe(1);
    expect(
      (await lib.listBuildablePublicDecks({ userId: builder.id, query: { q: "Filtered run", legal: false } })).total,
    ).toBe(0);
    expect(
      (
        await lib.listBuildablePublicDecks({
          userId: builder.id,
          query: { q: "Filtered run", cardSlug: "no-such-card" },
        })
      ).total,
    ).toBe(0);
  });

  it("lists more buildable decks than a query can carry bind parameters, in one page of the usual size", async () => {
    // Past 32,766 ids Prisma refused the old list, which passed every buildable deck's id back one parameter each.
    const [author, builder] = await Promise.all([createUser(db.prisma, "Author"), createUser(db.prisma, "Builder")]);
    const [slug] = [...cardBySlug.keys()];
    await own(builder.id, slug!, 1);
    const decks = 33_000;
    await db.prisma.$executeRaw`
      INSERT INTO deck (id, name, "ownerId", "formatId", visibility, complete, legal, "updatedAt")
      SELECT 'many-' || g, 'Many buildable ' || g, ${author.id}, 'standard', 'PUBLIC', true, true, now() FROM generate_series(1, ${decks}::int) g`;
    await db.prisma.$executeRaw`
      INSERT INTO deck_card ("deckId", "cardId", quantity) SELECT 'many-' || g, ${cardBySlug.get(slug!)!.id}, 1 FROM generate_series(1, ${decks}::int) g`;
    // As autovacuum would after a load this size: with estimates from the empty table, the planner picks a plan that takes tens of seconds.
    await db.prisma.$executeRawUnsafe("ANALYZE deck, deck_card");
    const listed = await lib.listBuildablePublicDecks({ userId: builder.id, query: { q: "Many buildable" } });
    expect(listed.total).toBe(decks);
    expect(listed.items).toHaveLength(20);
    expect((await lib.listBuildablePublicDecks({ userId: author.id, query: { q: "Many buildable" } })).total).toBe(0);
  }, 60_000);
});

describe("owned counts by slug", () => {
  it("gives each player their own counts, leaving out cards owned at no copy and unknown slugs", async () => {
    const [a, b] = await Promise.all([createUser(db.prisma, "A"), createUser(db.prisma, "B")]);
    const [first, second] = [...cardBySlug.keys()];
    await own(a.id, first!, 3);
    await own(b.id, second!, 1);
    const slugs = [first!, second!, "no-such-card"];
    expect(await lib.getOwnedCountsBySlug({ userId: a.id, slugs })).toEqual({ [first!]: 3 });
    expect(await lib.getOwnedCountsBySlug({ userId: b.id, slugs })).toEqual({ [second!]: 1 });
  });
});

describe("an own search", () => {
  it("finds each player's own cards for the same query", async () => {
    const [a, b] = await Promise.all([createUser(db.prisma, "A"), createUser(db.prisma, "B")]);
    const crew = [...cardBySlug.entries()].filter(([, c]) => c.type === "CREW").map(([slug]) => slug);
    await own(a.id, crew[0]!, 2);
    await own(b.id, crew[1]!, 1);
    await own(b.id, crew[2]!, 1);
    const search = (userId: string | null) =>
      lib.searchCards({ q: "own>=1 t:crew", page: 1, pageSize: 20, sort: "name", userId });
    const slugsFor = async (userId: string) => {
      const result = await search(userId);
      if (!result.ok) throw new Error(result.error.message);
      return result.items.map((c) => c.slug).sort();
    };
    expect(await slugsFor(a.id)).toEqual([crew[0]]);
    expect(await slugsFor(b.id)).toEqual([crew[1], crew[2]].sort());
    expect(await search(null)).toMatchObject({ ok: false, error: { message: "sign in to search your collection" } });
  });
});
