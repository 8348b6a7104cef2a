import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";

// A public fork of an unlisted or private deck names it only to its owner: an
// unlisted deck's address is all that keeps it from strangers.
const db = useTestDatabase();
let getDeckForViewer: typeof import("./get-deck").getDeckForViewer;
let getApiPublicDeck: typeof import("../api/decks").getApiPublicDeck;
let createDeck: typeof import("./create-deck").createDeck;
let forkDeck: typeof import("./fork-deck").forkDeck;
beforeAll(async () => {
  ({ getDeckForViewer } = await import("./get-deck"));
  ({ getApiPublicDeck } = await import("../api/decks"));
  ({ createDeck } = await import("./create-deck"));
  ({ forkDeck } = await import("./fork-deck"));
});

/** A deck of `visibility` by one player, forked publicly by another. */
async function publicForkOf(visibility: "PUBLIC" | "UNLISTED" | "PRIVATE") {
  const owner = (await createUser(db.prisma, "Original")).id;
  const forker = (await createUser(db.prisma, "Forker")).id;
  const original = await createDeck({ userId: owner, name: `Secret ${visibility}`, formatId: "standard", visibility });
  // The forker reached it while it could be seen; it may have become private since.
  if (visibility === "PRIVATE")
    await db.prisma.deck.update({ where: { id: original.id }, data: { visibility: "UNLISTED" } });
  const fork = await forkDeck({ deckId: original.id, userId: forker });
  await db.prisma.deck.update({ where: { id: fork.id }, data: { visibility: "PUBLIC" } });
  if (visibility === "PRIVATE") await db.prisma.deck.update({ where: { id: original.id }, data: { visibility } });
  return { owner, forker, original: original.id, fork: fork.id };
}

describe("a public fork of a deck that is not public", () => {
  for (const visibility of ["UNLISTED", "PRIVATE"] as const) {
    it(`names the ${visibility.toLowerCase()} original to its owner only, and not in the API`, async () => {
      const { owner, forker, original, fork } = await publicForkOf(visibility);
      const stranger = (await createUser(db.prisma)).id;
      for (const viewerId of [null, stranger, forker]) {
        const seen = await getDeckForViewer({ deckId: fork, viewerId });
        expect([viewerId, seen.forkedFrom, seen.forkedFromUnnamed]).toEqual([viewerId, null, true]);
      }
      const byOwner = await getDeckForViewer({ deckId: fork, viewerId: owner });
      expect(byOwner.forkedFrom).toMatchObject({ id: original, name: `Secret ${visibility}` });
      expect(byOwner.forkedFromUnnamed).toBe(false);
      const api = await getApiPublicDeck({ deckId: fork, origin: "http://localhost" });
      expect(api.forkedFrom).toBeNull();
      expect(JSON.stringify(api)).not.toContain(original);
    });
  }

  it("names a public original to everyone", async () => {
    const { original, fork } = await publicForkOf("PUBLIC");
    const seen = await getDeckForViewer({ deckId: fork, viewerId: null });
    expect(seen.forkedFrom).toMatchObject({ id: original, name: "Secret PUBLIC" });
    expect(seen.forkedFromUnnamed).toBe(false);
    expect((await getApiPublicDeck({ deckId: fork, origin: "http://localhost" })).forkedFrom).toBe(original);
  });
});
