import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import { readCatalogue } from "../../seed/read-catalogue";

// The card page's reads on the seeded database: related cards (same subtype,
// named in text) and the public decks using a card. Expected cards are
// computed from the seed files, not from SQL.
const { cards } = readCatalogue();
const db = useTestDatabase();
let lib: {
  findRelatedCards: typeof import("./related-card-query").findRelatedCards;
  listDecksWithCard: typeof import("../decks/decks-with-card").listDecksWithCard;
  createDeck: typeof import("../decks/create-deck").createDeck;
  saveDeck: typeof import("../decks/save-deck").saveDeck;
  deleteDeck: typeof import("../decks/delete-deck").deleteDeck;
  setDeckLike: typeof import("../decks/like-deck").setDeckLike;
};

beforeAll(async () => {
  lib = {
    ...(await import("./related-card-query")),
    ...(await import("../decks/decks-with-card")),
    ...(await import("../decks/create-deck")),
    ...(await import("../decks/save-deck")),
    ...(await import("../decks/delete-deck")),
    ...(await import("../decks/like-deck")),
  };
});

async function related(slug: string) {
  const card = await db.prisma.card.findUniqueOrThrow({
    where: { slug },
    select: { id: true, slug: true, name: true, type: true, subtypes: true },
  });
  return { card, found: await lib.findRelatedCards({ card }) };
}

const sharing = (subtypes: string[], slug: string) =>
  cards.filter((c) => c.slug !== slug && c.subtypes.some((s) => subtypes.includes(s)));

describe("related cards", () => {
  it("lists every other card sharing a subtype when there are few", async () => {
    const few = cards.find(
      (c) => c.subtypes.length > 0 && sharing(c.subtypes, c.slug).length > 0 && sharing(c.subtypes, c.slug).length <= 8,
    )!;
    const { found } = await related(few.slug);
    expect(found.sameSubtype.map((c) => c.slug).sort()).toEqual(
      sharing(few.subtypes, few.slug)
        .map((c) => c.slug)
        .sort(),
    );
  });

  it("keeps eight of many, none of them the card itself", async () => {
    const many = cards.find((c) => c.subtypes.length === 1)!;
    const subtype = many.subtypes[0]!;
    const base = { setCode: "CORE", type: "GEAR" as const, printedText: "", text: "" };
    await db.prisma.card.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({
        ...base,
        number: 8000 + i,
        slug: `test-kin-${i}`,
        name: `Kin ${i}`,
        subtypes: [subtype],
      })),
    });
    const { found } = await related(many.slug);
    expect(found.sameSubtype).toHaveLength(8);
    for (const c of found.sameSubtype) {
      expect(c.slug).not.toBe(many.slug);
      expect(c.subtypes).toContain(subtype);
    }
  });

  it("finds no same-subtype cards for a card without subtypes", async () => {
    const bare = cards.find((c) => c.subtypes.length === 0)!;
    expect((await related(bare.slug)).found.sameSubtype).toEqual([]);
  });

  it("finds cards whose text names the card as whole words, not as part of a longer word", async () => {
    const named = cards.find((c) => c.type === "SHIP")!;
    const base = { setCode: "CORE", type: "ACTION" as const, printedText: "", subtypes: [] };
    await db.prisma.card.createMany({
      data: [
        {
          ...base,
          number: 9001,
          slug: "test-names-it",
          name: "Names It",
          text: `Choose your ${named.name.toUpperCase()}: it readies.`,
        },
        { ...base, number: 9002, slug: "test-plural", name: "Plural", text: `All ${named.name}s exert.` },
      ],
    });
    const { found } = await related(named.slug);
    expect(found.mentioning.map((c) => c.slug)).toEqual(["test-names-it"]);
  });
});

describe("public decks using a card", () => {
  const lines = legalDeckCards();
  const slug = lines.find((l) => cards.find((c) => c.slug === l.slug)?.type !== "SHIP")!.slug;
  let author: string;

  async function deck(
    name: string,
    options: { visibility?: "PUBLIC" | "UNLISTED" | "PRIVATE"; finished?: boolean } = {},
  ) {
    const { id } = await lib.createDeck({
      userId: author,
      name,
      formatId: "standard",
      visibility: options.visibility ?? "PUBLIC",
    });
    const cardsSaved = options.finished === false ? [{ slug, quantity: 1 }] : lines;
    await lib.saveDeck({ deckId: id, userId: author, cards: cardsSaved, version: 1 });
    return id;
  }

  it("has none before any deck uses the card", async () => {
    expect(await lib.listDecksWithCard({ cardSlug: slug })).toEqual({
      decks: [],
      finishedTotal: 0,
      total: 0,
      finishedPublic: 0,
    });
  });

  it("lists public decks only, finished ones first, the most liked first among them", async () => {
    author = (await createUser(db.prisma, "Author")).id;
    const fan = (await createUser(db.prisma, "Fan")).id;
    const older = await deck("Older finished");
    const liked = await deck("Liked finished");
    await lib.setDeckLike({ deckId: liked, userId: fan, liked: true });
    const draft = await deck("Work in progress", { finished: false });
    await deck("Unlisted", { visibility: "UNLISTED" });
    await deck("Private", { visibility: "PRIVATE" });
    const gone = await deck("Deleted");
    await lib.deleteDeck({ deckId: gone, userId: author });

    const found = await lib.listDecksWithCard({ cardSlug: slug });
    expect(found.decks.map((d) => [d.id, d.finished])).toEqual([
      [liked, true],
      [older, true],
      [draft, false],
    ]);
    expect(found.decks[0]!.likes).toBe(1);
    expect([found.finishedTotal, found.total]).toEqual([2, 3]);
    // The share's whole: finished public decks only (no draft, unlisted, private or deleted one).
    expect(found.finishedPublic).toBe(2);
  });

  it("shows five of many, all finished, while counting every one", async () => {
    for (const n of [1, 2, 3, 4]) await deck(`More ${n}`);
    const found = await lib.listDecksWithCard({ cardSlug: slug });
    expect(found.decks).toHaveLength(5);
    expect(found.decks.every((d) => d.finished)).toBe(true);
    expect([found.finishedTotal, found.total]).toEqual([6, 7]);
    // A card none of them holds: played in 0 of the same 6.
    const other = cards.find((c) => !lines.some((l) => l.slug === c.slug))!.slug;
    const none = await lib.listDecksWithCard({ cardSlug: other });
    expect([none.finishedTotal, none.finishedPublic, found.finishedPublic]).toEqual([0, 6, 6]);
  });
});
