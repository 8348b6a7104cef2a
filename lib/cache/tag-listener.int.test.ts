import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createTestDatabase, type TestDatabase } from "../../tests/database";
import { readCatalogue } from "../../seed/read-catalogue";
import { loadCatalogue } from "../../seed/load-catalogue";
import { markTagsStale, readTags } from "./mark-stale";
import { listenForTags, type TagListener } from "./tag-listener";
import { TagState } from "./tag-state";

/** Waits for a condition the listener brings about asynchronously (a notification, a poll, a reconnection). */
async function eventually(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}

describe("cache tags in PostgreSQL", () => {
  let db: TestDatabase;
  let sql: pg.Client;
  const version = async (tag: string) => (await readTags(sql)).find((r) => r.tag === tag)?.version;

  beforeAll(async () => {
    db = await createTestDatabase();
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql.end();
    await db.drop();
  });

  it("marks tags stale with a new version each time", async () => {
    const [first] = await markTagsStale(sql, ["example"]);
    const [second] = await markTagsStale(sql, ["example", "example"]);
    expect(first!.tag).toBe("example");
    expect(second!.version).toBeGreaterThan(first!.version);
    expect(await version("example")).toBe(second!.version);
  });

  it("bumps the card's tag on any write to a card, and the rules tag on a glossary write", async () => {
    const { rows } = await sql.query<{ slug: string }>(`SELECT slug FROM card ORDER BY id LIMIT 1`);
    const tag = `card:${rows[0]!.slug}`;
    const card = (await version(tag)) ?? 0n;
    await sql.query(`UPDATE card SET flavor = 'Rewritten.' WHERE slug = $1`, [rows[0]!.slug]);
    expect(await version(tag)).toBeGreaterThan(card);
    const rules = (await version("rules")) ?? 0n;
    await sql.query(
      `UPDATE glossary_entry SET body = body || ' ' WHERE anchor = (SELECT anchor FROM glossary_entry ORDER BY anchor LIMIT 1)`,
    );
    expect(await version("rules")).toBeGreaterThan(rules);
  });

  it("bumps the card's tag when the seed loader changes a card, and not when it changes nothing", async () => {
    const catalogue = readCatalogue();
    const target = catalogue.cards[0]!;
    const tag = `card:${target.slug}`;
    const before = (await version(tag)) ?? 0n;
    await loadCatalogue({
      prisma: db.prisma,
      catalogue: {
        ...catalogue,
        cards: catalogue.cards.map((c) => (c === target ? { ...c, flavor: "Seeded again." } : c)),
      },
    });
    const after = await version(tag);
    expect(after).toBeGreaterThan(before);
    await loadCatalogue({
      prisma: db.prisma,
      catalogue: {
        ...catalogue,
        cards: catalogue.cards.map((c) => (c === target ? { ...c, flavor: "Seeded again." } : c)),
      },
    });
    expect(await version(tag)).toBe(after);
  });

  it("bumps the public-decks tag for public decks only", async () => {
    const user = await db.prisma.user.create({ data: { email: `tags-${Date.now()}@example.com`, name: "Tagger" } });
    const format = await db.prisma.format.findFirstOrThrow();
    const before = (await version("public-decks")) ?? 0n;
    const deck = await db.prisma.deck.create({ data: { ownerId: user.id, name: "Private", formatId: format.id } });
    await db.prisma.deck.update({ where: { id: deck.id }, data: { name: "Still private" } });
    expect((await version("public-decks")) ?? 0n).toBe(before);
    await db.prisma.deck.update({ where: { id: deck.id }, data: { visibility: "PUBLIC" } });
    const published = await version("public-decks");
    expect(published).toBeGreaterThan(before);
    await db.prisma.deck.update({ where: { id: deck.id }, data: { visibility: "PRIVATE" } });
    const withdrawn = await version("public-decks");
    expect(withdrawn).toBeGreaterThan(published!);
    await db.prisma.deck.delete({ where: { id: deck.id } });
    expect(await version("public-decks")).toBe(withdrawn);
  });

  it("bumps the public-decks tag when a like is given or taken back, as the list sorts by likes", async () => {
    const [author, fan] = await Promise.all(
      ["Author", "Fan"].map((name) =>
        db.prisma.user.create({ data: { email: `likes-${name}-${Date.now()}@example.com`, name } }),
      ),
    );
    const format = await db.prisma.format.findFirstOrThrow();
    const deck = await db.prisma.deck.create({
      data: { ownerId: author!.id, name: "Liked", formatId: format.id, visibility: "PUBLIC" },
    });
    const before = await version("public-decks");
    await db.prisma.deckLike.create({ data: { deckId: deck.id, userId: fan!.id } });
    const liked = await version("public-decks");
    expect(liked).toBeGreaterThan(before!);
    await db.prisma.deckLike.delete({ where: { deckId_userId: { deckId: deck.id, userId: fan!.id } } });
    expect(await version("public-decks")).toBeGreaterThan(liked!);
  });

  describe("a listening instance", () => {
    let listener: TagListener;
    const state = new TagState();
    const logged: string[] = [];

    beforeAll(async () => {
      listener = listenForTags({ connectionString: db.url, state, pollMs: 200, log: (line) => logged.push(line) });
      await listener.ready;
    });
    afterAll(() => listener.close());

    it("hears a change committed by another connection", async () => {
      const before = Date.now();
      await sql.query(
        `UPDATE card_set SET description = description || ' ' WHERE code = (SELECT code FROM card_set LIMIT 1)`,
      );
      await eventually(() => state.isStale(["catalogue"], before), "the catalogue tag went stale");
      expect(state.isStale(["rules"], before)).toBe(false);
    });

    it("hears nothing until the writing transaction commits", async () => {
      const before = Date.now();
      await sql.query("BEGIN");
      await sql.query(
        `UPDATE rules_section SET body = body || ' ' WHERE anchor = (SELECT anchor FROM rules_section LIMIT 1)`,
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(state.isStale(["rules"], before)).toBe(false);
      await sql.query("COMMIT");
      await eventually(() => state.isStale(["rules"], before), "the rules tag went stale after the commit");
    });

    it("catches a change whose notification never came, on its next read of the table", async () => {
      const before = Date.now();
      await sql.query("ALTER TABLE cache_tag DISABLE TRIGGER cache_tag_announce");
      try {
        await markTagsStale(sql, ["silent"]);
        await markTagsStale(sql, ["silent"]);
      } finally {
        await sql.query("ALTER TABLE cache_tag ENABLE TRIGGER cache_tag_announce");
      }
      await eventually(() => state.isStale(["silent"], before), "the poll found the silent change");
    });

    it("reconnects after its connection is killed, and catches what changed meanwhile", async () => {
      await sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'starport-cache-tags' AND datname = current_database()`,
      );
      const before = Date.now();
      await markTagsStale(sql, ["while-away"]);
      await eventually(() => state.isStale(["while-away"], before), "the change made while disconnected arrived");
      await eventually(() => logged.some((line) => line.includes("reconnecting")), "the listener said it reconnected");
    });
  });
});
