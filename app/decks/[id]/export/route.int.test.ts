import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../../../../tests/database";
import { createUser, legalDeckCards } from "../../../../tests/factories";

// Export follows the viewing rules: a private deck is 404 for everyone but its owner.
const session = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock("@/lib/auth/current-user", () => ({
  getCurrentUser: async () => (session.userId ? { id: session.userId, email: "x@example.test", name: null } : null),
}));

const db = useTestDatabase();
let GET: typeof import("./route").GET;
let owner: string;
let other: string;
let privateId: string;
let unlistedId: string;

beforeAll(async () => {
  ({ GET } = await import("./route"));
  const { createDeck } = await import("@/lib/decks/create-deck");
  const { saveDeck } = await import("@/lib/decks/save-deck");
  owner = (await createUser(db.prisma, "Owner")).id;
  other = (await createUser(db.prisma, "Other")).id;
  privateId = (await createDeck({ userId: owner, name: "Hidden", formatId: "standard" })).id;
  unlistedId = (await createDeck({ userId: owner, name: "Shared", formatId: "standard", visibility: "UNLISTED" })).id;
  await saveDeck({ deckId: unlistedId, userId: owner, cards: legalDeckCards(), version: 1 });
});

const get = (id: string, format: string, userId: string | null) => {
  session.userId = userId;
  return GET(new Request(`http://localhost/decks/${id}/export?format=${format}`), { params: Promise.resolve({ id }) });
};

describe("GET /decks/<id>/export", () => {
  it("answers 404 for a private deck to anyone but its owner", async () => {
    expect((await get(privateId, "text", null)).status).toBe(404);
    expect((await get(privateId, "json", other)).status).toBe(404);
    expect((await get(privateId, "json", owner)).status).toBe(200);
  });

  it("answers 404 for a deleted deck, to its owner too", async () => {
    const { deleteDeck } = await import("@/lib/decks/delete-deck");
    const { createDeck } = await import("@/lib/decks/create-deck");
    const gone = (await createDeck({ userId: owner, name: "Gone", formatId: "standard", visibility: "PUBLIC" })).id;
    await deleteDeck({ deckId: gone, userId: owner });
    expect((await get(gone, "text", owner)).status).toBe(404);
    expect((await get(gone, "json", null)).status).toBe(404);
  });

  it("exports an unlisted deck to anyone with the link, as text and as JSON", async () => {
    const text = await get(unlistedId, "text", null);
    expect(text.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(text.headers.get("content-disposition")).toBe('attachment; filename="shared.txt"');
    const body = await text.text();
    expect(body).toMatch(/^Ship:\n1x /);
    expect(body).toContain("\n\nCaptain's deck:\n");
    const jsonResponse = await get(unlistedId, "json", other);
    expect(jsonResponse.headers.get("content-disposition")).toBe('attachment; filename="shared.json"');
    const json = await jsonResponse.json();
    expect(json).toMatchObject({ name: "Shared", format: "standard", legal: true, version: 2 });
    expect(json.cards.reduce((n: number, c: { quantity: number }) => n + c.quantity, 0)).toBe(81);
  });
});
