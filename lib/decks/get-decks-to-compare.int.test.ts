import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser } from "../../tests/factories";

// The two decks of a comparison as the viewer may see them: a deck not picked yet, missing or private to someone
// else is null, never an error and never shown.
const db = useTestDatabase();
let getDecksToCompare: typeof import("./get-decks-to-compare").getDecksToCompare;
let viewer: string;
let mine: string;
let theirs: string;

beforeAll(async () => {
  getDecksToCompare = (await import("./get-decks-to-compare")).getDecksToCompare;
  const { createDeck } = await import("./create-deck");
  viewer = (await createUser(db.prisma, "Viewer")).id;
  const other = (await createUser(db.prisma, "Other")).id;
  mine = (await createDeck({ userId: viewer, name: "Mine", formatId: "standard" })).id;
  theirs = (await createDeck({ userId: other, name: "Theirs", formatId: "standard" })).id;
});

describe("getDecksToCompare", () => {
  it("reads only the decks picked so far", async () => {
    const picked = await getDecksToCompare({ a: mine, viewerId: viewer });
    expect(picked.a?.name).toBe("Mine");
    expect(picked.b).toBeNull();
    expect(await getDecksToCompare({ viewerId: null })).toEqual({ a: null, b: null });
  });

  it("answers null for a missing deck or someone else's private one, and the deck once it is shared", async () => {
    expect(await getDecksToCompare({ a: mine, b: theirs, viewerId: viewer })).toMatchObject({ b: null });
    expect((await getDecksToCompare({ a: mine, b: "no-such-deck", viewerId: viewer })).b).toBeNull();
    await db.prisma.deck.update({ where: { id: theirs }, data: { visibility: "UNLISTED" } });
    expect((await getDecksToCompare({ a: mine, b: theirs, viewerId: viewer })).b?.name).toBe("Theirs");
    expect((await getDecksToCompare({ a: mine, b: theirs, viewerId: null })).a).toBeNull();
  });
});
