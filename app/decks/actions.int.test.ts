import { beforeAll, describe, expect, it } from "vitest";
import { form, signIn, useSession } from "../../tests/session";
import { useTestDatabase } from "../../tests/database";
import { createPlayers, createTestDeck, legalDeckCards, type Player } from "../../tests/factories";

// The deck server actions with another player's session and with none: refused, nothing changed.
const db = useTestDatabase();
useSession();
let actions: typeof import("./actions");
let owner: Player;
let other: Player;
let deckId: string;
const cards = legalDeckCards();

beforeAll(async () => {
  actions = await import("./actions");
  ({ Owner: owner, Other: other } = await createPlayers(db.prisma, ["Owner", "Other"]));
  deckId = await createTestDeck({ userId: owner.id, name: "Guarded" });
});

const snapshot = async () => ({
  deck: await db.prisma.deck.findUnique({ where: { id: deckId } }),
  cards: await db.prisma.deckCard.count({ where: { deckId } }),
  decks: await db.prisma.deck.count(),
});
/** The redirect target of a Next.js redirect() thrown by an action, or the error message. */
const outcome = (run: Promise<unknown>): Promise<string> =>
  run.then(
    () => "done",
    (e: Error & { digest?: string }) =>
      e.digest?.startsWith("NEXT_REDIRECT") ? `redirect ${e.digest.split(";")[2]}` : e.message,
  );

describe.each<[string, () => Player | null, "FORBIDDEN" | "NOT_FOUND"]>([
  ["nobody signed in", () => null, "FORBIDDEN"],
  ["another player", () => other, "NOT_FOUND"],
])("deck actions with %s", (_who, user, code) => {
  it("refuses to save (cards, name, visibility) and changes nothing", async () => {
    signIn(user());
    const before = await snapshot();
    const result = await actions.saveDeckAction({ deckId, name: "Taken", visibility: "PUBLIC", cards, version: 1 });
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses to delete and to fork a private deck", async () => {
    signIn(user());
    const before = await snapshot();
    // Signed out: sign in first. Another player's private deck: the not-found page (never a 500).
    const refusal =
      code === "FORBIDDEN"
        ? `redirect /signin?callbackUrl=${encodeURIComponent(`/decks/${deckId}`)}`
        : "NEXT_HTTP_ERROR_FALLBACK;404";
    expect(await outcome(actions.deleteDeckAction(form({ deckId })))).toBe(refusal);
    expect(await outcome(actions.forkDeckAction(form({ deckId })))).toBe(refusal);
    expect(await outcome(actions.restoreDeckAction(form({ deckId })))).toBe(refusal);
    expect(await outcome(actions.likeDeckAction(form({ deckId, liked: "true" })))).toBe(refusal);
    expect(await snapshot()).toEqual(before);
    expect(await db.prisma.deckLike.count({ where: { deckId } })).toBe(0);
  });
});

describe("likes through the action", () => {
  it("sends a visitor to sign in and records nothing; counts a signed-in player's like once", async () => {
    const shared = await createTestDeck({ userId: owner.id, name: "Shared", visibility: "PUBLIC" });
    signIn(null);
    expect(await outcome(actions.likeDeckAction(form({ deckId: shared, liked: "true" })))).toBe(
      `redirect /signin?callbackUrl=${encodeURIComponent(`/decks/${shared}`)}`,
    );
    expect(await db.prisma.deckLike.count({ where: { deckId: shared } })).toBe(0);
    signIn(other);
    for (let i = 0; i < 2; i++)
      expect(await outcome(actions.likeDeckAction(form({ deckId: shared, liked: "true" })))).toBe(
        `redirect /decks/${shared}`,
      );
    expect(await db.prisma.deckLike.count({ where: { deckId: shared } })).toBe(1);
    expect(await outcome(actions.likeDeckAction(form({ deckId: shared, liked: "maybe" })))).toBe(
      "NEXT_HTTP_ERROR_FALLBACK;404",
    );
  });
});

it("refuses to create a deck when nobody is signed in", async () => {
  const before = await db.prisma.deck.count();
  expect(await actions.createDeckAction(null, form({ name: "New", formatId: "standard" }))).toMatchObject({
    ok: false,
    error: { code: "FORBIDDEN" },
  });
  expect(await db.prisma.deck.count()).toBe(before);
});

describe("deck actions for the owner", () => {
  it("saves, answers a stale version with CONFLICT, and creates and deletes", async () => {
    signIn(owner);
    expect(await actions.saveDeckAction({ deckId, cards, version: 1 })).toMatchObject({
      ok: true,
      value: { version: 2, legal: true },
    });
    expect(await actions.saveDeckAction({ deckId, cards: [], version: 1 })).toMatchObject({
      ok: false,
      error: { code: "CONFLICT", currentVersion: 2 },
    });
    expect(await actions.saveDeckAction({ deckId, cards: [{ slug: "x", quantity: 0 }], version: 2 })).toMatchObject({
      ok: false,
      error: { code: "INVALID_INPUT" },
    });
    const created = await outcome(actions.createDeckAction(null, form({ name: "Fresh", formatId: "standard" })));
    expect(created).toMatch(/^redirect \/decks\/\w+\/edit$/);
    expect(await outcome(actions.deleteDeckAction(form({ deckId })))).toBe(`redirect /decks?deleted=${deckId}`);
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id: deckId } })).deletedAt).toBeInstanceOf(Date);
    expect(await outcome(actions.restoreDeckAction(form({ deckId })))).toBe(`redirect /decks/${deckId}`);
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id: deckId } })).deletedAt).toBeNull();
  });
});

describe("creating a deck made offline (issue 39)", () => {
  it("creates it for the player who made it, at version 1, ready for the queued save", async () => {
    signIn(owner);
    const result = await actions.createKeptDeckAction({
      userId: owner.id,
      name: " Made offline ",
      formatId: "standard",
    });
    expect(result).toMatchObject({ ok: true, value: { version: 1 } });
    const id = result.ok ? result.value.id : "";
    expect(await db.prisma.deck.findUnique({ where: { id } })).toMatchObject({
      ownerId: owner.id,
      name: "Made offline",
    });
    const saved = await actions.saveDeckAction({ deckId: id, cards, version: 1 });
    expect(saved).toMatchObject({ ok: true, value: { id, version: 2 } });
  });

  it("refuses a deck made by another player signed in here before, and a bad name, creating nothing", async () => {
    const before = await db.prisma.deck.count();
    signIn(other);
    expect(
      await actions.createKeptDeckAction({ userId: owner.id, name: "Not theirs", formatId: "standard" }),
    ).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    expect(await actions.createKeptDeckAction({ userId: other.id, name: " ", formatId: "standard" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_INPUT" },
    });
    signIn(null);
    expect(
      await actions.createKeptDeckAction({ userId: owner.id, name: "Signed out", formatId: "standard" }),
    ).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    expect(await db.prisma.deck.count()).toBe(before);
  });
});
