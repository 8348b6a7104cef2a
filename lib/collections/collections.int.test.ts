import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import { describeError, type AppError } from "../http/errors";
import type { SharedCollectionView } from "./schemas";

// The collection domain against PostgreSQL: counts, imports, exports,
// summaries, share links, missing cards and buildable decks.
const db = useTestDatabase();
let lib: typeof import("./set-quantity") &
  typeof import("./get-card-counts") &
  typeof import("./import-collection") &
  typeof import("./collection-rows") &
  typeof import("./collection-summary") &
  typeof import("./list-collection") &
  typeof import("./set-checklist") &
  typeof import("./share-link") &
  typeof import("./shared-collection") &
  typeof import("./missing-for-deck") &
  typeof import("./add-missing-to-want-list") &
  typeof import("./buildable-decks") &
  typeof import("./export-format") &
  typeof import("../decks/create-deck") &
  typeof import("../decks/save-deck");
let cards: { id: number; slug: string; name: string; setCode: string; number: number }[];

beforeAll(async () => {
  lib = Object.assign(
    {},
    ...(await Promise.all([
      import("./set-quantity"),
      import("./get-card-counts"),
      import("./import-collection"),
      import("./collection-rows"),
      import("./collection-summary"),
      import("./list-collection"),
      import("./set-checklist"),
      import("./share-link"),
      import("./shared-collection"),
      import("./missing-for-deck"),
      import("./add-missing-to-want-list"),
      import("./buildable-decks"),
      import("./export-format"),
      import("../decks/create-deck"),
      import("../decks/save-deck"),
    ])),
  );
  cards = await db.prisma.card.findMany({
    select: { id: true, slug: true, name: true, setCode: true, number: true },
    orderBy: [{ setCode: "asc" }, { number: "asc" }],
  });
});

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: unknown) => describeError(e)?.code ?? String(e),
  );
const entries = (userId: string) =>
  db.prisma.collectionEntry.findMany({
    where: { userId },
    select: { cardId: true, owned: true, wanted: true },
    orderBy: { cardId: "asc" },
  });

describe("setting a count", () => {
  it("creates, changes and reads a card's counts", async () => {
    const user = (await createUser(db.prisma)).id;
    const card = cards[0]!.id;
    expect(await lib.setQuantity({ userId: user, cardId: card, field: "owned", value: 3, expected: 0 })).toEqual({
      owned: 3,
      wanted: 0,
    });
    expect(await lib.setQuantity({ userId: user, cardId: card, field: "wanted", value: 2, expected: 0 })).toEqual({
      owned: 3,
      wanted: 2,
    });
    expect(await lib.setQuantity({ userId: user, cardId: card, field: "owned", value: 0, expected: 3 })).toEqual({
      owned: 0,
      wanted: 2,
    });
    expect(await lib.getCardCounts({ userId: user, cardId: card })).toEqual({ owned: 0, wanted: 2 });
  });

  it("refuses a value outside 0–99 naming the field, and writes nothing", async () => {
    const user = (await createUser(db.prisma)).id;
    for (const value of [100, -1, 2.5]) {
      const error = await lib
        .setQuantity({ userId: user, cardId: cards[0]!.id, field: "owned", value, expected: 0 })
        .catch((e: unknown) => e);
      expect((error as { issues: { path: string[] }[] }).issues[0]!.path).toEqual(["value"]);
    }
    expect(await entries(user)).toEqual([]);
  });

  it("the database itself refuses a count over 99", async () => {
    const user = (await createUser(db.prisma)).id;
    await expect(
      db.prisma.collectionEntry.create({ data: { userId: user, cardId: cards[0]!.id, owned: 100 } }),
    ).rejects.toThrow();
  });

  it("answers NOT_FOUND for a card that does not exist", async () => {
    const user = (await createUser(db.prisma)).id;
    expect(
      await code(lib.setQuantity({ userId: user, cardId: 99_999_999, field: "owned", value: 1, expected: 0 })),
    ).toBe("NOT_FOUND");
    expect(await code(lib.getCardCounts({ userId: user, cardId: 99_999_999 }))).toBe("NOT_FOUND");
  });

  it("two tabs writing at once from the same value: one wins, the other gets CONFLICT with the stored value", async () => {
    const user = (await createUser(db.prisma)).id;
    const card = cards[1]!.id;
    for (const start of [0, 4]) {
      await db.prisma.collectionEntry.upsert({
        where: { userId_cardId: { userId: user, cardId: card } },
        create: { userId: user, cardId: card, owned: start },
        update: { owned: start },
      });
      const results = await Promise.allSettled([
        lib.setQuantity({ userId: user, cardId: card, field: "owned", value: 7, expected: start }),
        lib.setQuantity({ userId: user, cardId: card, field: "owned", value: 9, expected: start }),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const stored = (await lib.getCardCounts({ userId: user, cardId: card })).owned;
      expect((won[0] as PromiseFulfilledResult<{ owned: number }>).value.owned).toBe(stored);
      expect(lost[0]!.reason.code).toBe("CONFLICT");
      expect(lost[0]!.reason.details.current.owned).toBe(stored);
    }
  });
});

describe("importing a list", () => {
  it("adds to what is recorded, by name, by set and number, and caps at 99", async () => {
    const user = (await createUser(db.prisma)).id;
    const [a, b] = [cards[0]!, cards[5]!];
    await lib.setQuantity({ userId: user, cardId: a.id, field: "owned", value: 98, expected: 0 });
    const text = `3x ${a.name}\n${b.setCode.toLowerCase()}-${String(b.number).padStart(3, "0")} 2`;
    expect(await lib.importCollection({ userId: user, text, mode: "add" })).toEqual({ cards: 2, leftOut: 0 });
    expect(await entries(user)).toEqual(
      [
        { cardId: a.id, owned: 99, wanted: 0 },
        { cardId: b.id, owned: 2, wanted: 0 },
      ].sort((x, y) => x.cardId - y.cardId),
    );
  });

  it("replace makes the list the whole of the imported field, and leaves the other field alone", async () => {
    const user = (await createUser(db.prisma)).id;
    const [a, b, c] = [cards[0]!, cards[1]!, cards[2]!];
    await lib.setQuantity({ userId: user, cardId: a.id, field: "owned", value: 4, expected: 0 });
    await lib.setQuantity({ userId: user, cardId: b.id, field: "wanted", value: 2, expected: 0 });
    await lib.importCollection({ userId: user, text: `2 ${c.name}`, mode: "replace" });
    expect(await entries(user)).toEqual(
      [
        { cardId: b.id, owned: 0, wanted: 2 },
        { cardId: c.id, owned: 2, wanted: 0 },
      ].sort((x, y) => x.cardId - y.cardId),
    );
  });

  it("an unknown name writes nothing for it; a pick among its suggestions imports the card", async () => {
    const user = (await createUser(db.prisma)).id;
    const card = cards.find((c) => c.name.length > 8)!;
    const misspelt = card.name.slice(0, -1);
    const result = await lib
      .importCollection({ userId: user, text: `2 ${misspelt}`, mode: "add" })
      .catch((e: AppError) => e);
    expect((result as AppError).code).toBe("INVALID_INPUT");
    expect(await entries(user)).toEqual([]);

    const mixed = `1 ${cards[3]!.name}\n2 ${misspelt}\n3 Nothing Like Any Card Zzzq`;
    expect(await lib.importCollection({ userId: user, text: mixed, mode: "add" })).toEqual({ cards: 1, leftOut: 2 });
    expect(await entries(user)).toEqual([{ cardId: cards[3]!.id, owned: 1, wanted: 0 }]);
    expect(
      await lib.importCollection({ userId: user, text: mixed, mode: "add", picks: [{ line: 2, slug: card.slug }] }),
    ).toEqual({ cards: 2, leftOut: 1 });
    expect((await entries(user)).find((e) => e.cardId === card.id)).toEqual({ cardId: card.id, owned: 2, wanted: 0 });
  });

  it("refuses a pick that is not a suggestion, and a text edited since its preview, writing nothing", async () => {
    const user = (await createUser(db.prisma)).id;
    const text = `2 ${cards[0]!.name.slice(0, -1)}`;
    expect(
      await code(
        lib.importCollection({ userId: user, text, mode: "add", picks: [{ line: 1, slug: cards[40]!.slug }] }),
      ),
    ).toBe("INVALID_INPUT");
    expect(await code(lib.importCollection({ userId: user, text, mode: "add", previewed: "something else" }))).toBe(
      "INVALID_INPUT",
    );
    expect(await entries(user)).toEqual([]);
  });

  it("refuses more than 1,000 lines and more than 50,000 characters", async () => {
    const user = (await createUser(db.prisma)).id;
    const lines = Array.from({ length: 1001 }, () => `1 ${cards[0]!.name}`).join("\n");
    expect(await code(lib.importCollection({ userId: user, text: lines, mode: "add" }))).toBe("INVALID_INPUT");
    expect(await code(lib.importCollection({ userId: user, text: "x".repeat(50_001), mode: "add" }))).toBe(
      "INVALID_INPUT",
    );
    expect(await entries(user)).toEqual([]);
  });

  it("parallel imports adding to the same card lose no copies", async () => {
    const user = (await createUser(db.prisma)).id;
    await Promise.all(
      Array.from({ length: 4 }, () => lib.importCollection({ userId: user, text: `2 ${cards[0]!.name}`, mode: "add" })),
    );
    expect(await entries(user)).toEqual([{ cardId: cards[0]!.id, owned: 8, wanted: 0 }]);
  });

  it("the CSV export reads back through the import to the same collection", async () => {
    const [from, to] = [(await createUser(db.prisma)).id, (await createUser(db.prisma)).id];
    await lib.setQuantity({ userId: from, cardId: cards[0]!.id, field: "owned", value: 3, expected: 0 });
    await lib.setQuantity({ userId: from, cardId: cards[7]!.id, field: "wanted", value: 2, expected: 0 });
    await lib.setQuantity({ userId: from, cardId: cards.at(-1)!.id, field: "owned", value: 1, expected: 0 });
    const csv = lib.collectionCsv(await lib.getCollectionRows({ userId: from }));
    await lib.importCollection({ userId: to, text: csv, mode: "replace" });
    expect(await lib.getCollectionRows({ userId: to })).toEqual(await lib.getCollectionRows({ userId: from }));
  });
});

describe("reading a collection", () => {
  it("sums totals and completion per set, and lists by filter", async () => {
    const user = (await createUser(db.prisma)).id;
    const core = cards.filter((c) => c.setCode === "CORE");
    await lib.setQuantity({ userId: user, cardId: core[0]!.id, field: "owned", value: 2, expected: 0 });
    await lib.setQuantity({ userId: user, cardId: core[1]!.id, field: "owned", value: 1, expected: 0 });
    await lib.setQuantity({ userId: user, cardId: core[2]!.id, field: "wanted", value: 3, expected: 0 });
    const summary = await lib.getCollectionSummary({ userId: user });
    expect(summary.sets.find((s) => s.code === "CORE")).toMatchObject({
      total: core.length,
      ownedDistinct: 2,
      ownedCopies: 3,
      wantedCopies: 3,
    });
    expect(summary).toMatchObject({ total: cards.length, ownedDistinct: 2, ownedCopies: 3, wantedCopies: 3 });

    expect((await lib.listCollection({ userId: user, filters: { show: "owned" } })).rows.map((r) => r.id)).toEqual([
      core[0]!.id,
      core[1]!.id,
    ]);
    expect((await lib.listCollection({ userId: user, filters: { show: "wanted" } })).rows.map((r) => r.id)).toEqual([
      core[2]!.id,
    ]);
    const missing = await lib.listCollection({ userId: user, filters: { show: "missing", set: "core" } });
    expect(missing.total).toBe(core.length - 2);
    const checklist = await lib.getSetChecklist({ userId: user, setCode: "core" });
    expect(checklist.cards.map((c) => c.owned).slice(0, 3)).toEqual([2, 1, 0]);
    expect(await code(lib.getSetChecklist({ userId: user, setCode: "NOPE" }))).toBe("NOT_FOUND");
  });
});

describe("listing a collection a page at a time", () => {
  it("shows every card once across the pages, in set order, and the last page for a page past it", async () => {
    const user = (await createUser(db.prisma)).id;
    const pages = [];
    for (let page = 1; ; page++) {
      const listing = await lib.listCollection({ userId: user, filters: { page } });
      expect(listing).toMatchObject({ page, total: cards.length });
      pages.push(listing.rows);
      if (page === listing.pageCount) break;
    }
    expect(pages.length).toBe(Math.ceil(cards.length / lib.PAGE_SIZE));
    expect(pages.slice(0, -1).every((rows) => rows.length === lib.PAGE_SIZE)).toBe(true);
    expect(pages.flat().map((r) => r.id)).toEqual(cards.map((c) => c.id));
    const past = await lib.listCollection({ userId: user, filters: { page: 99 } });
    expect(past.page).toBe(pages.length);
    expect(past.rows.map((r) => r.id)).toEqual(pages.at(-1)!.map((r) => r.id));
    // Nothing owned: one empty page.
    expect(await lib.listCollection({ userId: user, filters: { show: "owned", page: 4 } })).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});

describe("privacy", () => {
  it("another user's counts are never read or changed through their own calls", async () => {
    const [owner, other] = [(await createUser(db.prisma)).id, (await createUser(db.prisma)).id];
    await lib.setQuantity({ userId: owner, cardId: cards[0]!.id, field: "owned", value: 5, expected: 0 });
    const before = await entries(owner);
    expect(await lib.getCardCounts({ userId: other, cardId: cards[0]!.id })).toEqual({ owned: 0, wanted: 0 });
    expect(await lib.getCollectionRows({ userId: other })).toEqual([]);
    expect((await lib.getCollectionSummary({ userId: other })).ownedCopies).toBe(0);
    await lib.setQuantity({ userId: other, cardId: cards[0]!.id, field: "owned", value: 1, expected: 0 });
    await lib.importCollection({ userId: other, text: `2 ${cards[1]!.name}`, mode: "replace" });
    await lib.revokeShareLink({ userId: other });
    expect(await entries(owner)).toEqual(before);
  });

  it("a share link shows the collection read-only until it is revoked; a new link revokes the old", async () => {
    const owner = (await createUser(db.prisma, "Trader")).id;
    await lib.setQuantity({ userId: owner, cardId: cards[0]!.id, field: "owned", value: 2, expected: 0 });
    expect(await lib.getShareLink({ userId: owner })).toBeNull();
    const first = await lib.createShareLink({ userId: owner });
    const shared = await shareOf(first.slug);
    const { handle } = await db.prisma.user.findUniqueOrThrow({ where: { id: owner }, select: { handle: true } });
    // Named by handle, as everywhere on the site: the account's name is never shown.
    expect(shared.ownerHandle).toBe(handle);
    expect(JSON.stringify(shared)).not.toContain("Trader");
    expect(shared.rows.map((r) => [r.slug, r.owned])).toEqual([[cards[0]!.slug, 2]]);
    const second = await lib.createShareLink({ userId: owner });
    expect(await code(shareOf(first.slug))).toBe("NOT_FOUND");
    expect((await lib.getShareLink({ userId: owner }))?.slug).toBe(second.slug);
    expect(await lib.revokeShareLink({ userId: owner })).toEqual({ revoked: 1 });
    expect(await code(shareOf(second.slug))).toBe("NOT_FOUND");
    expect(await code(shareOf("guess"))).toBe("NOT_FOUND");
  });
});

/** A share link as a visitor (signed out unless named) sees a list's page. */
const shareOf = (slug: string, view: Partial<SharedCollectionView> = {}, visitorId: string | null = null) =>
  lib.getSharedCollection({ slug, visitorId, view: { list: "owned", page: 1, ...view } });

/** Sets a player's counts of cards in one write: [card, owned, wanted]. */
const give = (userId: string, counts: [card: (typeof cards)[number], owned: number, wanted: number][]) =>
  db.prisma.collectionEntry.createMany({
    data: counts.map(([card, owned, wanted]) => ({ userId, cardId: card.id, owned, wanted })),
  });

describe("a shared collection", () => {
  it("lists every owned card once across its pages, in set order, and the last page for a page past it", async () => {
    const owner = (await createUser(db.prisma)).id;
    await give(
      owner,
      cards.map((card, i) => [card, (i % 3) + 1, i % 7 === 0 ? 1 : 0]),
    );
    const { slug } = await lib.createShareLink({ userId: owner });
    const pages = [];
    for (let page = 1; ; page++) {
      const shared = await shareOf(slug, { page });
      expect(shared).toMatchObject({ list: "owned", page, total: cards.length });
      pages.push(shared.rows);
      if (page === shared.pageCount) break;
    }
    expect(pages.length).toBe(Math.ceil(cards.length / lib.PAGE_SIZE));
    expect(pages.flat().map((r) => r.slug)).toEqual(cards.map((c) => c.slug));
    expect(pages.flat().map((r) => r.owned)).toEqual(cards.map((_, i) => (i % 3) + 1));
    const past = await shareOf(slug, { page: 99 });
    expect(past.page).toBe(pages.length);
    const wanted = await shareOf(slug, { list: "wanted" });
    expect(wanted.rows.map((r) => r.slug)).toEqual(cards.filter((_, i) => i % 7 === 0).map((c) => c.slug));
    // Signed out, only the owner's two lists, with their counts; a trade list asked for shows the owned cards.
    expect(wanted.lists).toEqual([
      { list: "owned", total: cards.length },
      { list: "wanted", total: Math.ceil(cards.length / 7) },
    ]);
    expect((await shareOf(slug, { list: "you-want" })).list).toBe("owned");
  });

  it("shows a signed-in visitor where the two collections meet, with the visitor's own counts", async () => {
    const [owner, visitor, third] = (await Promise.all([1, 2, 3].map(() => createUser(db.prisma)))).map(
      (u) => u.id,
    ) as [string, string, string];
    const [a, b, c, d] = cards;
    await give(owner, [
      [a!, 2, 0],
      [b!, 1, 0],
      [c!, 0, 3],
      [d!, 0, 1],
    ]);
    await give(visitor, [
      [a!, 0, 4],
      [c!, 5, 0],
    ]);
    // A third player's counts of the same cards never count for the visitor.
    await give(third, [
      [b!, 0, 9],
      [d!, 9, 0],
    ]);
    const { slug } = await lib.createShareLink({ userId: owner });
    const youWant = await shareOf(slug, { list: "you-want" }, visitor);
    expect(youWant.lists).toEqual([
      { list: "owned", total: 2 },
      { list: "wanted", total: 2 },
      { list: "you-want", total: 1 },
      { list: "you-have", total: 1 },
    ]);
    // Their owned count, the visitor's wanted count.
    expect(youWant.rows.map((r) => [r.slug, r.owned, r.wanted])).toEqual([[a!.slug, 2, 4]]);
    // The visitor's owned count, their wanted count.
    const youHave = await shareOf(slug, { list: "you-have" }, visitor);
    expect(youHave.rows.map((r) => [r.slug, r.owned, r.wanted])).toEqual([[c!.slug, 5, 3]]);
    // The owner's own link shows the owner's two lists only.
    const own = await shareOf(slug, { list: "you-have" }, owner);
    expect(own.lists.map((l) => l.list)).toEqual(["owned", "wanted"]);
    expect(own.list).toBe("owned");
  });
});

describe("share link ceiling", () => {
  it("25 parallel new share links leave exactly one live link, one of theirs", async () => {
    const owner = (await createUser(db.prisma)).id;
    const made = await Promise.all(Array.from({ length: 25 }, () => lib.createShareLink({ userId: owner })));
    const live = await db.prisma.collectionShare.findMany({ where: { userId: owner, revokedAt: null } });
    expect(live).toHaveLength(1);
    expect(made.map((m) => m.slug)).toContain(live[0]!.slug);
    expect(await db.prisma.collectionShare.count({ where: { userId: owner } })).toBe(25);
  });
});

describe("decks and the collection", () => {
  it("lists what is missing for a deck, adds it to the want list once, and hides another's private deck", async () => {
    const [owner, viewer] = [(await createUser(db.prisma)).id, (await createUser(db.prisma)).id];
    const deck = await lib.createDeck({ userId: owner, name: "Public", formatId: "standard", visibility: "PUBLIC" });
    const deckCards = legalDeckCards();
    await lib.saveDeck({ deckId: deck.id, userId: owner, cards: deckCards, version: 1 });
    const first = deckCards[0]!;
    const firstId = cards.find((c) => c.slug === first.slug)!.id;
    await lib.importCollection({
      userId: viewer,
      text: `1 ${cards.find((c) => c.slug === first.slug)!.name}`,
      mode: "add",
    });

    const missing = await lib.getMissingForDeck({ deckId: deck.id, userId: viewer });
    expect(missing).toHaveLength(deckCards.filter((c) => c.slug !== first.slug || c.quantity > 1).length);
    for (const m of missing) expect(m.needed).toBe(deckCards.find((c) => c.slug === m.slug)!.quantity);
    expect(missing.find((m) => m.cardId === firstId)?.owned ?? 1).toBe(1);

    expect(await lib.addMissingToWantList({ deckId: deck.id, userId: viewer })).toEqual({ cards: missing.length });
    await lib.addMissingToWantList({ deckId: deck.id, userId: viewer });
    const wanted = await db.prisma.collectionEntry.findMany({ where: { userId: viewer, wanted: { gt: 0 } } });
    expect(wanted.map((w) => w.wanted).reduce((a, b) => a + b, 0)).toBe(
      missing.reduce((n, m) => n + m.needed - m.owned, 0),
    );

    const hidden = await lib.createDeck({ userId: owner, name: "Private", formatId: "standard" });
    expect(await code(lib.getMissingForDeck({ deckId: hidden.id, userId: viewer }))).toBe("NOT_FOUND");
    expect(await code(lib.addMissingToWantList({ deckId: hidden.id, userId: viewer }))).toBe("NOT_FOUND");
  });

  it("finds the public decks a collection can build", async () => {
    const [owner, player] = [(await createUser(db.prisma)).id, (await createUser(db.prisma)).id];
    const deckCards = legalDeckCards();
    const make = async (visibility: "PUBLIC" | "PRIVATE", list: { slug: string; quantity: number }[]) => {
      const deck = await lib.createDeck({ userId: owner, name: "D", formatId: "standard", visibility });
      await lib.saveDeck({ deckId: deck.id, userId: owner, cards: list, version: 1 });
      return deck.id;
    };
    const full = await make("PUBLIC", deckCards);
    const small = await make("PUBLIC", deckCards.slice(0, 3));
    const privateSmall = await make("PRIVATE", deckCards.slice(0, 3));
    const empty = await make("PUBLIC", []);
    const buildable = async (userId: string) =>
      (
        await db.prisma.deck.findMany({
          where: { id: { in: [full, small, privateSmall, empty] }, ...lib.buildableDeckWhere({ userId }) },
          select: { id: true },
        })
      )
        .map((d) => d.id)
        .sort();
    expect(await buildable(player)).toEqual([]);

    const bySlug = new Map(cards.map((c) => [c.slug, c]));
    const list = deckCards
      .slice(0, 3)
      .map((c) => `${c.quantity} ${bySlug.get(c.slug)!.setCode.toLowerCase()}-${bySlug.get(c.slug)!.number}`)
      .join("\n");
    await lib.importCollection({ userId: player, text: list, mode: "add" });
    // The view judges any deck; the public list adds its own visibility condition.
    expect(await buildable(player)).toEqual([small, privateSmall].sort());
    expect(await buildable(owner)).toEqual([]);
  });
});
