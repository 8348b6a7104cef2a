import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import type { AppError } from "../http/errors";

// Every deck mutation tried by someone who is not the owner: refused, nothing changed.
const db = useTestDatabase();
let lib: {
  createDeck: typeof import("./create-deck").createDeck;
  saveDeck: typeof import("./save-deck").saveDeck;
  deleteDeck: typeof import("./delete-deck").deleteDeck;
  forkDeck: typeof import("./fork-deck").forkDeck;
};
let owner: string;
let intruder: string;
let deckId: string;
const cards = legalDeckCards();

beforeAll(async () => {
  lib = {
    ...(await import("./create-deck")),
    ...(await import("./save-deck")),
    ...(await import("./delete-deck")),
    ...(await import("./fork-deck")),
  };
  owner = (await createUser(db.prisma, "Owner")).id;
  intruder = (await createUser(db.prisma, "Intruder")).id;
  deckId = (await lib.createDeck({ userId: owner, name: "Mine", formatId: "standard" })).id;
  await lib.saveDeck({ deckId, userId: owner, cards, version: 1 });
});

const snapshot = async () => ({
  deck: await db.prisma.deck.findUnique({ where: { id: deckId } }),
  cards: await db.prisma.deckCard.findMany({ where: { deckId }, orderBy: { cardId: "asc" } }),
  versions: await db.prisma.deckVersion.count({ where: { deckId } }),
  decks: await db.prisma.deck.count(),
});
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (e: AppError) => e.code,
  );

describe("another user's deck", () => {
  const attempts: [string, () => Promise<unknown>][] = [
    ["save cards", () => lib.saveDeck({ deckId, userId: intruder, cards: cards.slice(1), version: 2 })],
    ["rename", () => lib.saveDeck({ deckId, userId: intruder, name: "Taken", cards, version: 2 })],
    ["change visibility", () => lib.saveDeck({ deckId, userId: intruder, visibility: "PUBLIC", cards, version: 2 })],
    ["change format", () => lib.saveDeck({ deckId, userId: intruder, formatId: "core-only", cards, version: 2 })],
    ["delete", () => lib.deleteDeck({ deckId, userId: intruder })],
    ["fork a private deck", () => lib.forkDeck({ deckId, userId: intruder })],
  ];

  for (const [what, attempt] of attempts) {
    it(`refuses to ${what} with NOT_FOUND and changes nothing`, async () => {
      const before = await snapshot();
      expect(await code(attempt())).toBe("NOT_FOUND");
      expect(await snapshot()).toEqual(before);
    });
  }

  it("refuses an unknown user id just the same", async () => {
    const before = await snapshot();
    expect(await code(lib.deleteDeck({ deckId, userId: "nobody" }))).toBe("NOT_FOUND");
    expect(await code(lib.saveDeck({ deckId, userId: "nobody", cards: [], version: 2 }))).toBe("NOT_FOUND");
    expect(await snapshot()).toEqual(before);
  });

  it("still lets the owner save and delete", async () => {
    expect((await lib.saveDeck({ deckId, userId: owner, visibility: "UNLISTED", cards, version: 2 })).version).toBe(3);
    expect(await lib.deleteDeck({ deckId, userId: owner })).toEqual({ name: "Mine" });
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id: deckId } })).deletedAt).toBeInstanceOf(Date);
  });
});
