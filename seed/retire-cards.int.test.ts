import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/database";
import { createTestDeck, createUser, legalDeckCards } from "../tests/factories";
import { exportCatalogue } from "./export-catalogue";
import { describeDiff, importCatalogue } from "./import-catalogue";
import { loadCatalogue } from "./load-catalogue";
import { readCatalogue } from "./read-catalogue";

// A set imported without two of its cards: the one a deck uses is retired (kept for the deck, never found by a
// search), the one nothing uses is removed; importing the card again brings it back.
const db = useTestDatabase();
const seed = readCatalogue();
const usedSlug = legalDeckCards()[0]!.slug;
const used = seed.cards.find((c) => c.slug === usedSlug)!;
const unused = seed.cards.find(
  (c) => c.setCode === used.setCode && c.type === "GEAR" && !legalDeckCards().some((l) => l.slug === c.slug),
)!;
const ORIGIN = "http://localhost:3000";
const label = (c: { setCode: string; number: number; name: string }) => `${c.setCode}-${c.number} ${c.name}`;
const without = { ...seed, cards: seed.cards.filter((c) => c !== used && c !== unused) };
let searchCards: typeof import("../lib/search/search-cards").searchCards;
let rankCardNames: typeof import("../lib/search/card-names").rankCardNames;
let getDeckForViewer: typeof import("../lib/decks/get-deck").getDeckForViewer;
let getCard: typeof import("../lib/cards/queries").getCard;
let listCollection: typeof import("../lib/collections/list-collection").listCollection;
let api: typeof import("../lib/api/catalogue");
let lookups: typeof import("../lib/api/lookups");
let deckId: string;
let ownerId: string;

const found = async (name: string) => {
  const result = await searchCards({ q: `"${name}"`, page: 1, pageSize: 20, sort: null });
  if (!result.ok) throw new Error(result.error.message);
  const exact = (await rankCardNames({ query: name, limit: 5 })).cards;
  return [...result.items.map((c) => c.name), ...exact.map((c) => c.name)].filter((n) => n === name).length;
};
const snapshot = async () => ({
  cards: await db.prisma.card.findMany({ orderBy: { id: "asc" } }),
  revisions: await db.prisma.cardRevision.count(),
});

beforeAll(async () => {
  ({ searchCards } = await import("../lib/search/search-cards"));
  ({ rankCardNames } = await import("../lib/search/card-names"));
  ({ getDeckForViewer } = await import("../lib/decks/get-deck"));
  ({ getCard } = await import("../lib/cards/queries"));
  ({ listCollection } = await import("../lib/collections/list-collection"));
  api = await import("../lib/api/catalogue");
  lookups = await import("../lib/api/lookups");
  ownerId = (await createUser(db.prisma, "Builder")).id;
  deckId = await createTestDeck({ userId: ownerId, name: "Holds it", cards: legalDeckCards() });
  const { id: cardId } = await db.prisma.card.findUniqueOrThrow({ where: { slug: used.slug } });
  await db.prisma.collectionEntry.create({ data: { userId: ownerId, cardId, owned: 1 } });
});

describe("retiring the cards an import no longer holds", () => {
  it("names the retired and the removed card on a dry run and writes nothing", async () => {
    expect(unused).toBeDefined();
    expect(await found(used.name)).toBeGreaterThan(0);
    const before = await snapshot();
    const { diff, report } = await importCatalogue({ prisma: db.prisma, catalogue: without, dryRun: true });
    expect(report).toBeNull();
    expect(diff).toEqual({ added: [], changed: [], retired: [label(used)], removed: [label(unused)] });
    const lines = describeDiff(diff);
    expect(lines).toContain(`- retired ${label(used)} (not in the files; in use, so kept and hidden from search)`);
    expect(lines).toContain(`- removed ${label(unused)} (not in the files; nothing uses it)`);
    expect(lines.at(-1)).toBe("0 added, 0 changed, 1 retired, 1 removed");
    expect(await snapshot()).toEqual(before);
  });

  it("retires the card a deck uses and removes the one nothing uses", async () => {
    await importCatalogue({ prisma: db.prisma, catalogue: without, dryRun: false });
    const retired = await db.prisma.card.findUniqueOrThrow({ where: { slug: used.slug } });
    expect(retired.retiredAt).toBeInstanceOf(Date);
    expect(await db.prisma.card.count({ where: { slug: unused.slug } })).toBe(0);
    // Still where it is used: the deck and its own page.
    const deck = await getDeckForViewer({ deckId, viewerId: ownerId });
    expect(deck.cards.map((l) => l.card.slug)).toContain(used.slug);
    expect((await getCard(used.slug))?.retiredAt).toEqual(retired.retiredAt);
    // The API says so: on the card, and in the bulk catalogue (which still holds it, as decks do).
    const day = retired.retiredAt!.toISOString().slice(0, 10);
    expect((await api.getApiCard({ slug: used.slug, origin: ORIGIN })).retiredOn).toBe(day);
    const bulk = (await api.exportCatalogue({ origin: ORIGIN })).cards;
    expect(bulk.find((c) => c.slug === used.slug)?.retiredOn).toBe(day);
    expect(bulk.filter((c) => c.retiredOn !== null)).toHaveLength(1);
    const collection = async (userId: string, show: "all" | "owned" | "missing") =>
      (await listCollection({ userId, filters: { show, set: used.setCode, type: used.type } })).rows.map((r) => r.slug);
    expect(await collection(ownerId, "owned")).toContain(used.slug);
    expect(await collection(ownerId, "all")).toContain(used.slug);
    const other = (await createUser(db.prisma, "Stranger")).id;
    expect(await collection(other, "all")).not.toContain(used.slug);
    expect(await collection(other, "missing")).not.toContain(used.slug);
    // Never found: not by a search, not by its exact name.
    expect(await found(used.name)).toBe(0);
    await expect(lookups.getNamedCard({ exact: used.name, origin: ORIGIN })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // Many at once: by its slug still (as its page), never by its name.
    const many = await lookups.getCardCollection({
      identifiers: [{ name: used.name }, { slug: used.slug }],
      origin: ORIGIN,
    });
    expect(many.data.map((c) => c.slug)).toEqual([used.slug]);
    expect(many.notFound).toEqual([{ name: used.name }]);
    const revisions = await db.prisma.cardRevision.findMany({ where: { cardId: retired.id } });
    expect(revisions.map((r) => r.changes)).toEqual([
      [{ field: "retired", before: null, after: retired.retiredAt!.toISOString().slice(0, 10) }],
    ]);
  });

  it("changes nothing when the same files are imported again, or its export", async () => {
    const before = await snapshot();
    const again = await importCatalogue({ prisma: db.prisma, catalogue: without, dryRun: false });
    expect(again.diff).toEqual({ added: [], changed: [], retired: [], removed: [] });
    const dir = mkdtempSync(join(tmpdir(), "starport-retire-"));
    await exportCatalogue({ prisma: db.prisma, dir });
    const exported = readCatalogue(dir);
    expect(exported.cards.some((c) => c.slug === used.slug)).toBe(false);
    const roundTrip = await importCatalogue({ prisma: db.prisma, catalogue: exported, dryRun: false });
    expect(roundTrip.diff).toEqual({ added: [], changed: [], retired: [], removed: [] });
    expect((await snapshot()).cards.map(({ updatedAt: _u, ...c }) => c)).toEqual(
      before.cards.map(({ updatedAt: _u, ...c }) => c),
    );
  });

  it("is not brought back by the seed at start-up: the set is the import's", async () => {
    await loadCatalogue({ prisma: db.prisma, catalogue: seed });
    expect(await db.prisma.card.count({ where: { slug: unused.slug } })).toBe(0);
    expect((await db.prisma.card.findUniqueOrThrow({ where: { slug: used.slug } })).retiredAt).not.toBeNull();
  });

  it("un-retires the card an import holds again", async () => {
    const retiredOn = (await db.prisma.card.findUniqueOrThrow({ where: { slug: used.slug } })).retiredAt!;
    const { diff } = await importCatalogue({ prisma: db.prisma, catalogue: seed, dryRun: false });
    expect(diff.added).toEqual([label(unused)]);
    expect(diff.changed).toEqual([
      { card: label(used), fields: [{ field: "retired", before: retiredOn.toISOString().slice(0, 10), after: null }] },
    ]);
    expect((await db.prisma.card.findUniqueOrThrow({ where: { slug: used.slug } })).retiredAt).toBeNull();
    expect(await found(used.name)).toBeGreaterThan(0);
    expect((await api.getApiCard({ slug: used.slug, origin: ORIGIN })).retiredOn).toBeNull();
  });
});
