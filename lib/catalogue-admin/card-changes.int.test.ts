import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeck, legalDeckCards } from "../../tests/factories";
import type { CardEdit } from "./schemas";

// What follows each kind of change to a card (a field edit, an erratum, a
// ruling): the history row with who and when, the search terms, the saved
// verdicts of the decks holding the card, the cache tags marked (the card's
// pages, not the catalogue's: lib/cache/card-edit-tags.int.test.ts), and registration snapshots left exactly as they were.
const db = useTestDatabase();
let lib: typeof import("./edit-card") & typeof import("./add-erratum") & typeof import("./add-ruling");
let editorId: string;
let playerId: string;
let deckId: string;
let eventId: string;
/** Two crew cards of the legal deck, one copy each: naming one like the other breaks `unique-crew`. */
let crew: [{ slug: string; name: string }, { slug: string; name: string }];

const tags = async () =>
  Object.fromEntries((await db.prisma.cacheTag.findMany()).map((t) => [t.tag, t.version])) as Record<string, bigint>;
const valuesOf = async (slug: string): Promise<CardEdit> => {
  const c = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
  return {
    name: c.name,
    text: c.text,
    flavor: c.flavor,
    cost: c.cost,
    creditValue: c.creditValue,
    subtypes: c.subtypes,
    traits: c.traits,
    keywords: c.keywords,
  };
};
const deckLegal = async () => (await db.prisma.deck.findUniqueOrThrow({ where: { id: deckId } })).legal;
const snapshots = () => db.prisma.registrationSnapshot.findMany({ orderBy: { id: "asc" } });

beforeAll(async () => {
  lib = {
    ...(await import("./edit-card")),
    ...(await import("./add-erratum")),
    ...(await import("./add-ruling")),
  };
  editorId = (await createUser(db.prisma, "Editor")).id;
  await db.prisma.user.update({ where: { id: editorId }, data: { roles: ["EDITOR"] } });
  playerId = (await createUser(db.prisma, "Player")).id;
  const { createDeck } = await import("../decks/create-deck");
  const { saveDeck } = await import("../decks/save-deck");
  deckId = (await createDeck({ userId: playerId, name: "Crewed", formatId: "standard" })).id;
  await saveDeck({ deckId, userId: playerId, cards: legalDeckCards(), version: 1 });
  const single = legalDeck().entries.filter((e) => e.card.type === "CREW" && e.quantity === 1);
  crew = [single[0]!.card, single[1]!.card];
  const { createEvent } = await import("../events/create-event");
  const { registerForEvent } = await import("../events/register");
  eventId = (
    await createEvent({
      organizerId: editorId,
      name: "Locked Cup",
      heldOn: "2099-12-05",
      place: "Downport Hall",
      formatId: "standard",
      registrationClosesAt: "2099-12-04T18:00",
      illegalLists: "flag",
      visibility: "UNLISTED",
      publishLists: "on",
    })
  ).id;
  await registerForEvent({ eventId, playerId, source: { kind: "deck", deckId } });
});

describe("after an edit of a card's fields", () => {
  it("judges again the saved verdicts of decks holding it, both ways", async () => {
    expect(await deckLegal()).toBe(true);
    const values = await valuesOf(crew[1].slug);
    await lib.editCard({ slug: crew[1].slug, editorId, values: { ...values, name: crew[0].name } });
    expect(await deckLegal()).toBe(false);
    await lib.editCard({ slug: crew[1].slug, editorId, values });
    expect(await deckLegal()).toBe(true);
  });

  it("rebuilds the search terms, marks the card's page and not the catalogue, and keeps registration snapshots", async () => {
    const before = await tags();
    const kept = await snapshots();
    expect(kept).toHaveLength(1);
    const values = await valuesOf(crew[0].slug);
    await lib.editCard({ slug: crew[0].slug, editorId, values: { ...values, keywords: ["Hindrance"] } });
    const card = await db.prisma.card.findUniqueOrThrow({ where: { slug: crew[0].slug } });
    expect(card.searchTerms).toContain("k:hindrance");
    const after = await tags();
    const marked = Object.keys(after).filter((t) => after[t] !== before[t]);
    expect(marked).toEqual(expect.arrayContaining([`card:${crew[0].slug}`, `set:${card.setCode}`, "search"]));
    expect(marked).not.toContain("catalogue");
    expect(await snapshots()).toEqual(kept);
  });

  it("keeps a registration snapshot when a card in it is renamed", async () => {
    const kept = await snapshots();
    const values = await valuesOf(crew[0].slug);
    await lib.editCard({ slug: crew[0].slug, editorId, values: { ...values, name: `${values.name} Renamed` } });
    expect(await snapshots()).toEqual(kept);
    expect(JSON.stringify(kept[0]!.cards)).not.toContain("Renamed");
  });
});

describe("an erratum", () => {
  it("replaces the current text, keeps the printed one, and moves the old text to the history", async () => {
    const { slug } = crew[1];
    const card = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    const kept = await snapshots();
    const before = await tags();
    const corrected = `${card.text} Then draw 1 card.`;
    await lib.addErratum({
      slug,
      editorId,
      erratum: { printed: card.printedText, corrected, date: "2026-11-20", source: "Errata v1.1" },
    });
    const after = await db.prisma.card.findUniqueOrThrow({ where: { slug }, include: { errata: true } });
    expect(after).toMatchObject({ text: corrected, printedText: card.printedText, source: "edit" });
    expect(after.errata).toEqual([
      expect.objectContaining({ field: "text", printed: card.printedText, corrected, source: "Errata v1.1" }),
    ]);
    expect(after.searchTerms).toContain("is:errata");
    const revision = await db.prisma.cardRevision.findFirstOrThrow({
      where: { cardId: card.id },
      orderBy: { id: "desc" },
    });
    expect(revision).toMatchObject({ kind: "ERRATUM", editorId });
    expect(revision.changes).toContainEqual({ field: "text", before: card.text, after: corrected });
    const marked = Object.entries(await tags()).filter(([t, v]) => before[t] !== v);
    expect(marked.map(([t]) => t)).toEqual(expect.arrayContaining([`card:${slug}`, "search"]));
    expect(marked.map(([t]) => t)).not.toContain("catalogue");
    expect(await snapshots()).toEqual(kept);
  });

  it("refuses an erratum that changes nothing, and a player, writing nothing", async () => {
    const { slug } = crew[1];
    const card = await db.prisma.card.findUniqueOrThrow({ where: { slug } });
    const revisions = await db.prisma.cardRevision.count();
    const same = { printed: card.printedText, corrected: card.text, date: "2026-11-21", source: "Again" };
    await expect(lib.addErratum({ slug, editorId, erratum: same })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    const other = { ...same, corrected: "Hijacked." };
    await expect(lib.addErratum({ slug, editorId: playerId, erratum: other })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await db.prisma.card.findUniqueOrThrow({ where: { slug } })).toEqual(card);
    expect(await db.prisma.cardRevision.count()).toBe(revisions);
  });
});

describe("a ruling", () => {
  it("is added after the card's others, dated with its source, and recorded in the history", async () => {
    const { slug } = crew[0];
    const card = await db.prisma.card.findUniqueOrThrow({ where: { slug }, include: { rulings: true } });
    const ruling = { question: "Can it exert twice?", answer: "No.", date: "2026-11-22", source: "Judges' list" };
    await lib.addRuling({ slug, editorId, ruling });
    await lib.addRuling({ slug, editorId, ruling: { ...ruling, question: "And thrice?" } });
    const rulings = await db.prisma.ruling.findMany({ where: { cardId: card.id }, orderBy: { position: "asc" } });
    expect(rulings.map((r) => r.question).slice(-2)).toEqual(["Can it exert twice?", "And thrice?"]);
    expect(rulings.at(-1)).toMatchObject({ source: "Judges' list", ruledOn: new Date("2026-11-22") });
    const revisions = await db.prisma.cardRevision.findMany({ where: { cardId: card.id, kind: "RULING" } });
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ editorId });
  });
});
