import { beforeAll, describe, expect, it } from "vitest";
import { signIn, useSession } from "../../../tests/session";
import { useTestDatabase } from "../../../tests/database";
import { createPlayers } from "../../../tests/factories";

// GET /collection/owned by slug, as the deck builder asks: each player reads
// only their own counts, nobody signed in gets 401, a bad list a 422.
const db = useTestDatabase();
useSession();
let route: typeof import("./route");
let cards: { id: number; slug: string }[];

beforeAll(async () => {
  route = await import("./route");
  cards = await db.prisma.card.findMany({ select: { id: true, slug: true }, orderBy: { id: "asc" }, take: 3 });
});

const ask = async (query: string) => {
  const res = await route.GET(new Request(`http://site.test/collection/owned?${query}`));
  return { status: res.status, cacheControl: res.headers.get("cache-control"), body: await res.json() };
};

describe("owned counts by slug", () => {
  it("answers each player with their own counts, never cached", async () => {
    const { a, b } = await createPlayers(db.prisma, ["a", "b"]);
    await db.prisma.collectionEntry.createMany({
      data: [
        { userId: a.id, cardId: cards[0]!.id, owned: 2 },
        { userId: b.id, cardId: cards[1]!.id, owned: 5 },
      ],
    });
    const query = `slugs=${cards.map((c) => c.slug).join(",")}`;
    signIn(a);
    expect(await ask(query)).toEqual({
      status: 200,
      cacheControl: "private, no-store",
      body: { owned: { [cards[0]!.slug]: 2 } },
    });
    signIn(b);
    expect((await ask(query)).body).toEqual({ owned: { [cards[1]!.slug]: 5 } });
    expect((await ask(`ids=${cards[1]!.id}`)).body).toEqual({ owned: { [cards[1]!.id]: 5 } });
  });

  it("refuses nobody signed in and a list longer than allowed", async () => {
    signIn(null);
    expect((await ask(`slugs=${cards[0]!.slug}`)).status).toBe(401);
    signIn((await createPlayers(db.prisma, ["c"])).c);
    const tooMany = await ask(`slugs=${Array.from({ length: 501 }, (_, i) => `card-${i}`).join(",")}`);
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain("slugs");
    expect((await ask("slugs=a,,b")).status).toBe(422);
  });
});
