// "Same traits" on a card's page, against the seed files: every other card holding one of the card's traits, those
// sharing the most first, each trait with a query that finds exactly the cards holding it.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { parseQuery } from "./query/parse";
import { createPostgresEngine } from "./postgres/engine";

const { cards } = readCatalogue();
const db = useTestDatabase();
let findCardsSharingTraits: typeof import("./shared-traits").findCardsSharingTraits;
let ids: Map<string, number>;

beforeAll(async () => {
  ({ findCardsSharingTraits } = await import("./shared-traits"));
  ids = new Map((await db.prisma.card.findMany({ select: { id: true, slug: true } })).map((c) => [c.slug, c.id]));
});

const shared = (a: string[], b: string[]) => a.filter((t) => b.includes(t)).length;

describe("findCardsSharingTraits", () => {
  const crew = cards.find((c) => c.traits.length >= 2)!;

  it("lists the other cards holding any of the traits, those sharing the most first, then by name", async () => {
    const found = await findCardsSharingTraits({ cardId: ids.get(crew.slug)!, traits: crew.traits, limit: 500 });
    const expected = cards
      .filter((c) => c.slug !== crew.slug && shared(c.traits, crew.traits) > 0)
      .sort((a, b) => shared(b.traits, crew.traits) - shared(a.traits, crew.traits) || (a.name < b.name ? -1 : 1));
    expect(found.cards.map((c) => c.slug)).toEqual(expected.map((c) => c.slug));
    expect(found.total).toBe(expected.length);
  });

  it("stops at the limit but counts them all", async () => {
    const found = await findCardsSharingTraits({ cardId: ids.get(crew.slug)!, traits: crew.traits, limit: 2 });
    expect(found.cards).toHaveLength(2);
    expect(found.total).toBe(cards.filter((c) => c.slug !== crew.slug && shared(c.traits, crew.traits) > 0).length);
  });

  it("links each trait to a query that finds exactly the cards holding it", async () => {
    const { traits } = await findCardsSharingTraits({ cardId: ids.get(crew.slug)!, traits: crew.traits, limit: 1 });
    const engine = createPostgresEngine((sql, values) => db.prisma.$queryRawUnsafe(sql, ...values));
    for (const { trait, query } of traits) {
      const parsed = parseQuery(query);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const hits = await engine.search({ query: parsed.ast, page: 1, pageSize: 500, sort: "name" });
      const slugs = new Map([...ids].map(([slug, id]) => [id, slug]));
      expect(hits.ids.map((id) => slugs.get(id)).sort()).toEqual(
        cards
          .filter((c) => c.traits.includes(trait))
          .map((c) => c.slug)
          .sort(),
      );
    }
  });

  it("finds nothing for a card without traits", async () => {
    expect(await findCardsSharingTraits({ cardId: 1, traits: [], limit: 6 })).toEqual({
      traits: [],
      cards: [],
      total: 0,
    });
  });
});
