import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import { CACHE_TAGS, cardPageTag, deckPageTag, setPageTag } from "./tags";
import { TagState } from "./tag-state";

// An edit of one card drops the pages that show it (its page, its set's, the
// searches, the shared decks holding it, the pages of the cards listing it) and
// keeps every other card's: the tags as a server process sees them (TagState).
const db = useTestDatabase();
let lib: typeof import("../catalogue-admin/edit-card") &
  typeof import("../catalogue-admin/add-erratum") &
  typeof import("../catalogue-admin/add-ruling");
let editorId: string;
let deckId: string;
type Card = {
  id: number;
  slug: string;
  setCode: string;
  name: string;
  text: string;
  subtypes: string[];
  traits: string[];
};
let edited: Card;
let other: Card;

const cardSelect = { id: true, slug: true, setCode: true, name: true, text: true, subtypes: true, traits: true };

/** What a server process knows after reading the tag table at `now`. */
async function sync(state: TagState, now: number) {
  state.sync(await db.prisma.cacheTag.findMany({ select: { tag: true, version: true } }), now);
}

const cardPage = (card: Card) => [CACHE_TAGS.catalogue, cardPageTag(card.slug)];
const setPage = (card: Card) => [CACHE_TAGS.catalogue, setPageTag(card.setCode)];

/** Whether a card page lists the other card: a shared subtype or trait, or its name in the other's text. */
const lists = (a: Card, b: Card) =>
  a.subtypes.some((s) => b.subtypes.includes(s)) ||
  a.traits.some((t) => b.traits.includes(t)) ||
  a.text.toLowerCase().includes(b.name.toLowerCase()) ||
  b.text.toLowerCase().includes(a.name.toLowerCase());

/** Entries rendered at 1, then an edit at 2: which are stale at 3. */
async function staleAfter(change: () => Promise<unknown>) {
  const state = new TagState();
  await sync(state, 0);
  await change();
  await sync(state, 3);
  return (tags: readonly string[]) => state.isStale(tags, 1, 3);
}

beforeAll(async () => {
  lib = {
    ...(await import("../catalogue-admin/edit-card")),
    ...(await import("../catalogue-admin/add-erratum")),
    ...(await import("../catalogue-admin/add-ruling")),
  };
  editorId = (await createUser(db.prisma, "Editor")).id;
  await db.prisma.user.update({ where: { id: editorId }, data: { roles: ["EDITOR"] } });
  const playerId = (await createUser(db.prisma, "Player")).id;
  const { createDeck } = await import("../decks/create-deck");
  const { saveDeck } = await import("../decks/save-deck");
  deckId = (await createDeck({ userId: playerId, name: "Shown", formatId: "standard", visibility: "PUBLIC" })).id;
  await saveDeck({ deckId, userId: playerId, cards: legalDeckCards(), version: 1 });
  edited = await db.prisma.card.findUniqueOrThrow({ where: { slug: legalDeckCards()[0]!.slug }, select: cardSelect });
  const inDeck = new Set(legalDeckCards().map((c) => c.slug));
  const all = await db.prisma.card.findMany({ select: cardSelect, orderBy: { id: "asc" } });
  other = all.find((c) => !inDeck.has(c.slug) && c.setCode !== edited.setCode && !lists(c, edited))!;
  expect(other).toBeDefined();
});

describe("an edit of one card", () => {
  it("drops that card's page, its set's, the searches and the shared decks holding it, and keeps another card's", async () => {
    const card = await db.prisma.card.findUniqueOrThrow({ where: { id: edited.id } });
    const isStale = await staleAfter(() =>
      lib.addErratum({
        slug: edited.slug,
        editorId,
        erratum: {
          printed: card.printedText,
          corrected: `${card.text} Then draw 1 card.`,
          date: "2026-11-20",
          source: "v1.1",
        },
      }),
    );
    expect(isStale(cardPage(edited))).toBe(true);
    expect(isStale(setPage(edited))).toBe(true);
    expect(isStale([CACHE_TAGS.search])).toBe(true);
    expect(isStale([deckPageTag(deckId), CACHE_TAGS.catalogue])).toBe(true);
    expect(isStale(cardPage(other))).toBe(false);
    expect(isStale(setPage(other))).toBe(false);
    expect(isStale([CACHE_TAGS.catalogue])).toBe(false);
  });

  it("is the same for a field edit and a ruling", async () => {
    const card = await db.prisma.card.findUniqueOrThrow({ where: { id: edited.id } });
    const values = {
      name: card.name,
      text: card.text,
      flavor: "Edited flavor.",
      cost: card.cost,
      creditValue: card.creditValue,
      subtypes: card.subtypes,
      traits: card.traits,
      keywords: card.keywords,
    };
    for (const change of [
      () => lib.editCard({ slug: edited.slug, editorId, values }),
      () =>
        lib.addRuling({
          slug: edited.slug,
          editorId,
          ruling: { question: "Does it?", answer: "It does.", date: "2026-11-21", source: "Rules team" },
        }),
    ]) {
      const isStale = await staleAfter(change);
      expect(isStale(cardPage(edited))).toBe(true);
      expect(isStale([deckPageTag(deckId)])).toBe(true);
      expect(isStale(cardPage(other))).toBe(false);
      expect(isStale([CACHE_TAGS.catalogue])).toBe(false);
    }
  });

  it("drops the pages of the cards listing it when its subtypes change, and keeps the rest", async () => {
    const all = await db.prisma.card.findMany({ select: cardSelect, orderBy: { id: "asc" } });
    const changed = all.find((c) => c.subtypes.length > 0 && c.id !== edited.id && c.id !== other.id)!;
    const sharing = all.find((c) => c.id !== changed.id && c.subtypes.some((s) => changed.subtypes.includes(s)))!;
    const apart = all.find((c) => c.id !== changed.id && !lists(c, changed))!;
    const isStale = await staleAfter(() =>
      db.prisma.card.update({ where: { id: changed.id }, data: { subtypes: [] } }),
    );
    expect(isStale(cardPage(changed))).toBe(true);
    expect(isStale([cardPageTag(sharing.slug)])).toBe(true);
    expect(isStale(cardPage(apart))).toBe(false);
  });

  it("marks the whole catalogue when a card is added, or its address changes, by any writer", async () => {
    const renamed = await staleAfter(
      () => db.prisma.$executeRaw`UPDATE card SET slug = slug || '-x' WHERE id = ${other.id}`,
    );
    expect(renamed([CACHE_TAGS.catalogue])).toBe(true);
    await db.prisma.$executeRaw`UPDATE card SET slug = ${other.slug} WHERE id = ${other.id}`;
    const {
      id: _id,
      searchTerms: _terms,
      ...copy
    } = await db.prisma.card.findUniqueOrThrow({ where: { id: other.id } });
    const added = await staleAfter(() =>
      db.prisma.card.create({ data: { ...copy, slug: `${other.slug}-copy`, number: 9999 } as never }),
    );
    expect(added([CACHE_TAGS.catalogue])).toBe(true);
  });
});
