// The public read endpoints: happy paths, 4xx, cache validators, CORS, pagination.
import { beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../../../lib/api/routes.testing";
import { useTestDatabase } from "../../../tests/database";
import { createUser, legalDeckCards } from "../../../tests/factories";
import { readCatalogue } from "../../../seed/read-catalogue";

const db = useTestDatabase();
const { cards, sets } = readCatalogue();
const get = (path: string, headers?: Record<string, string>) => callApi("GET", path, { headers });

let publicDeck: string;
let unlistedDeck: string;
let privateDeck: string;
const ship = legalDeckCards().find((c) => cards.find((k) => k.slug === c.slug)?.type === "SHIP")!.slug;

beforeAll(async () => {
  const { createDeckWithCards } = await import("../../../lib/decks/create-deck-with-cards");
  const owner = (await createUser(db.prisma, "Ana")).id;
  const make = (name: string, visibility: "PUBLIC" | "UNLISTED" | "PRIVATE") =>
    createDeckWithCards({ userId: owner, name, formatId: "standard", visibility, cards: legalDeckCards() }).then(
      (d) => d.id,
    );
  publicDeck = await make("Public run", "PUBLIC");
  unlistedDeck = await make("Unlisted run", "UNLISTED");
  privateDeck = await make("Private run", "PRIVATE");
  await createDeckWithCards({
    userId: owner,
    name: "Empty public",
    formatId: "core-only",
    visibility: "PUBLIC",
    cards: [],
  });
});

describe("GET /cards/{slug}", () => {
  it("answers every field of a ship: stats, slots, capabilities", async () => {
    const seed = cards.find((c) => c.type === "SHIP")!;
    const res = await get(`/cards/${seed.slug}`);
    expect(res.status).toBe(200);
    const card = await res.json();
    expect(card).toMatchObject({
      slug: seed.slug,
      name: seed.name,
      jump: seed.jump,
      crewSlots: seed.crewSlots,
      upgradeSlots: seed.upgradeSlots,
      capabilities: seed.capabilities,
    });
    expect(card.set.code).toBe(seed.setCode);
    expect(card).not.toHaveProperty("id");
  });

  it("answers both faces of an adventure card with their requirements", async () => {
    const seed = cards.find((c) => c.type === "ADVENTURE")!;
    const card = await (await get(`/cards/${seed.slug}`)).json();
    expect(card.contract.requirements).toEqual(seed.contract!.requirements);
    expect(card.complication.requirements).toEqual(seed.complication!.requirements);
  });

  it("answers skills with their levels, errata and rulings", async () => {
    const crew = cards.find((c) => c.type === "CREW" && c.expertSkills.length > 0)!;
    const card = await (await get(`/cards/${crew.slug}`)).json();
    expect(card.skillLevels).toContainEqual({ skill: crew.expertSkills[0], level: "expert" });
    const errata = cards.find((c) => c.errata.length > 0)!;
    const withErrata = await (await get(`/cards/${errata.slug}`)).json();
    expect(withErrata.errata).toHaveLength(errata.errata.length);
    expect(withErrata.printedText).toBe(errata.printedText);
    const ruled = cards.find((c) => c.rulings.length > 0)!;
    expect((await (await get(`/cards/${ruled.slug}`)).json()).rulings).toHaveLength(ruled.rulings.length);
  });

  it("answers 404 in the one error shape for an unknown slug", async () => {
    const res = await get("/cards/no-such-card");
    expect(res.status).toBe(404);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect((await res.json()).error).toMatchObject({
      code: "NOT_FOUND",
      message: expect.stringContaining("no-such-card"),
    });
  });

  it("answers 304 to If-None-Match with the ETag, and CORS on both", async () => {
    const first = await get(`/cards/${cards[0]!.slug}`);
    expect(first.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const again = await get(`/cards/${cards[0]!.slug}`, { "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
    expect((await get(`/cards/${cards[0]!.slug}`, { "if-none-match": '"stale"' })).status).toBe(200);
  });
});

describe("GET /sets and /sets/{code}", () => {
  it("lists every set as a page with Link headers", async () => {
    const res = await get("/sets?pageSize=1");
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 1, total: sets.length, pageCount: sets.length });
    expect(body.items[0].code).toBe(sets[0]!.code);
    expect(res.headers.get("link")).toContain('page=2>; rel="next"');
    expect(res.headers.get("link")).not.toContain('rel="prev"');
    const last = await get(`/sets?pageSize=1&page=${sets.length}`);
    expect(last.headers.get("link")).toContain(`page=${sets.length - 1}>; rel="prev"`);
    expect(last.headers.get("link")).not.toContain('rel="next"');
  });

  it("answers a set with its cards, any case of the code, and 404 for an unknown one", async () => {
    const set = sets[0]!;
    const body = await (await get(`/sets/${set.code.toLowerCase()}`)).json();
    expect(body.cards.map((c: { slug: string }) => c.slug).sort()).toEqual(
      cards
        .filter((c) => c.setCode === set.code)
        .map((c) => c.slug)
        .sort(),
    );
    expect((await get("/sets/NOPE")).status).toBe(404);
  });

  it("refuses a page size over 100 with 422 naming the field", async () => {
    const res = await get("/sets?pageSize=101");
    expect(res.status).toBe(422);
    expect((await res.json()).error.issues).toEqual([{ field: "pageSize", message: "is at most 100" }]);
  });
});

describe("GET /catalogue", () => {
  it("exports every card with a version and a checksum a client can recompute", async () => {
    const res = await get("/catalogue");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cardCount).toBe(cards.length);
    expect(body.cards).toHaveLength(cards.length);
    const { createHash } = await import("node:crypto");
    const sum = createHash("sha256")
      .update(JSON.stringify({ sets: body.sets, cards: body.cards }))
      .digest("hex");
    expect(body.checksum).toBe(`sha256:${sum}`);
    expect(body.version).toBe(sum.slice(0, 16));
    expect((await get("/catalogue", { "if-none-match": res.headers.get("etag")! })).status).toBe(304);
  });

  it("changes its version when the catalogue changes", async () => {
    const before = (await (await get("/catalogue")).json()).version;
    const card = cards[0]!;
    await db.prisma.card.update({ where: { slug: card.slug }, data: { flavor: "Changed for the test." } });
    const after = (await (await get("/catalogue")).json()).version;
    await db.prisma.card.update({ where: { slug: card.slug }, data: { flavor: card.flavor } });
    expect(after).not.toBe(before);
  });
});

describe("GET /glossary and /glossary/{anchor}", () => {
  it("lists entries, filtered by kind", async () => {
    const body = await (await get("/glossary?kind=KEYWORD&pageSize=100")).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((e: { kind: string }) => e.kind === "KEYWORD")).toBe(true);
    expect((await get("/glossary?kind=NOPE")).status).toBe(422);
  });

  it("answers an entry with markup, plain text, related entries and the cards that use it", async () => {
    const body = await (await get("/glossary/Armor")).json();
    expect(body.body).toContain("[[");
    expect(body.text).not.toContain("[[");
    expect(body.related.map((r: { anchor: string }) => r.anchor)).toContain("Damage");
    const armored = cards.filter((c) => c.keywords.some((k) => k.startsWith("Armor"))).map((c) => c.slug);
    expect(armored.length).toBeGreaterThan(0);
    expect(body.cards.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(armored));
  });

  it("answers 404 for an unknown or malformed anchor", async () => {
    expect((await get("/glossary/Nothing_Here")).status).toBe(404);
    expect((await get("/glossary/%3Cscript%3E")).status).toBe(404);
  });
});

describe("GET /formats and /formats/{id}", () => {
  it("lists formats and answers one with its revisions", async () => {
    const list = await (await get("/formats")).json();
    expect(list.items.map((f: { id: string }) => f.id)).toEqual(expect.arrayContaining(["standard", "core-only"]));
    const standard = await (await get("/formats/standard")).json();
    expect(standard.revisions.length).toBeGreaterThan(0);
    expect(standard.current.rules.length).toBeGreaterThan(0);
    expect((await get("/formats/nope")).status).toBe(404);
  });
});

describe("GET /decks and /decks/{id}", () => {
  it("lists public decks only, with filters", async () => {
    const all = await (await get("/decks?public=true")).json();
    expect(all.items.map((d: { name: string }) => d.name).sort()).toEqual(["Empty public", "Public run"]);
    const byShip = await (await get(`/decks?ship=${ship}`)).json();
    expect(byShip.items.map((d: { id: string }) => d.id)).toEqual([publicDeck]);
    const byCard = await (await get(`/decks?card=${legalDeckCards()[5]!.slug}`)).json();
    expect(byCard.items.map((d: { id: string }) => d.id)).toEqual([publicDeck]);
    expect((await (await get("/decks?format=core-only")).json()).items.map((d: { name: string }) => d.name)).toEqual([
      "Empty public",
    ]);
    expect((await (await get("/decks?legal=true")).json()).items.map((d: { id: string }) => d.id)).toEqual([
      publicDeck,
    ]);
    expect((await (await get("/decks?legal=false")).json()).items.map((d: { name: string }) => d.name)).toEqual([
      "Empty public",
    ]);
    expect((await get("/decks?legal=maybe")).status).toBe(422);
  });

  it("answers public and unlisted decks by id, never private ones", async () => {
    const deck = await (await get(`/decks/${publicDeck}`)).json();
    expect(deck.cardCount).toBe(81);
    expect(deck.legal).toBe(true);
    expect((await get(`/decks/${unlistedDeck}`)).status).toBe(200);
    const hidden = await get(`/decks/${privateDeck}`);
    expect(hidden.status).toBe(404);
  });
});

describe("preflight", () => {
  it("answers OPTIONS with the route's methods for any origin", async () => {
    const res = await callApi("OPTIONS", "/me/decks");
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toBe("GET, POST, OPTIONS");
    expect(res.headers.get("access-control-allow-headers")).toContain("Authorization");
  });
});
