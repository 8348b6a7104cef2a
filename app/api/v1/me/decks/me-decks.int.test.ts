// /me/decks with personal tokens: the token lifecycle, every operation with
// another user's token and with none (refused, nothing changed), scopes,
// stale versions, and the write rate limits.
import { beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../../../../../lib/api/routes.testing";
import { useTestDatabase } from "../../../../../tests/database";
import { createUser, legalDeckCards } from "../../../../../tests/factories";

const db = useTestDatabase();
let tokens: typeof import("../../../../../lib/auth/tokens");
let limits: typeof import("../../../../../lib/api/rate-limits");
let owner: string;
let stranger: string;
let ownerWrite: string;
let ownerRead: string;
let strangerWrite: string;
const cards = legalDeckCards();

beforeAll(async () => {
  tokens = await import("../../../../../lib/auth/tokens");
  limits = await import("../../../../../lib/api/rate-limits");
  owner = (await createUser(db.prisma, "Owner")).id;
  stranger = (await createUser(db.prisma, "Stranger")).id;
  ownerWrite = (await tokens.createApiToken({ userId: owner, name: "builder", scope: "WRITE" })).secret;
  ownerRead = (await tokens.createApiToken({ userId: owner, name: "stats", scope: "READ" })).secret;
  strangerWrite = (await tokens.createApiToken({ userId: stranger, name: "theirs", scope: "WRITE" })).secret;
});

const create = (token: string, body: unknown = { name: "Mail run", formatId: "standard", cards }) =>
  callApi("POST", "/me/decks", { token, body });

describe("tokens", () => {
  it("stores only a hash and a short prefix, and shows the secret once", async () => {
    const { token, secret } = await tokens.createApiToken({ userId: owner, name: "  shown once ", scope: "READ" });
    expect(secret).toMatch(/^sp_[A-Za-z0-9_-]{43}$/);
    const row = await db.prisma.apiToken.findUniqueOrThrow({ where: { id: token.id } });
    expect(row.name).toBe("shown once");
    expect(row.secretHash).not.toContain(secret.slice(3));
    expect(secret.startsWith(row.prefix)).toBe(true);
    expect(row.prefix.length).toBeLessThan(12);
    expect(JSON.stringify(await tokens.listApiTokens({ userId: owner }))).not.toContain(secret);
  });

  it("refuses a bad name or scope naming the field", async () => {
    await expect(tokens.createApiToken({ userId: owner, name: " ", scope: "READ" })).rejects.toMatchObject({
      issues: [{ path: ["name"] }],
    });
    await expect(tokens.createApiToken({ userId: owner, name: "x", scope: "ADMIN" })).rejects.toMatchObject({
      issues: [{ path: ["scope"] }],
    });
  });

  it("lives from creation to revocation: create → use → revoke → 401", async () => {
    const { token, secret } = await tokens.createApiToken({ userId: owner, name: "short-lived", scope: "READ" });
    const used = await callApi("GET", "/me/decks", { token: secret });
    expect(used.status).toBe(200);
    expect((await db.prisma.apiToken.findUniqueOrThrow({ where: { id: token.id } })).lastUsedAt).not.toBeNull();
    await tokens.revokeApiToken({ userId: owner, tokenId: token.id });
    const refused = await callApi("GET", "/me/decks", { token: secret });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    expect((await refused.json()).error.code).toBe("UNAUTHORIZED");
  });

  it("does not let one user revoke another's token", async () => {
    const theirs = (await tokens.listApiTokens({ userId: stranger }))[0]!;
    await expect(tokens.revokeApiToken({ userId: owner, tokenId: theirs.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await db.prisma.apiToken.findUniqueOrThrow({ where: { id: theirs.id } })).revokedAt).toBeNull();
  });

  it("answers 401 to no token, an unknown token, a malformed header and a cookie", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer sp_unknown" },
      { authorization: `Basic ${ownerWrite}` },
      { cookie: "next-auth.session-token=x" },
    ] as Record<string, string>[]) {
      const res = await callApi("GET", "/me/decks", { headers });
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe("UNAUTHORIZED");
    }
  });
});

describe("your decks", () => {
  it("creates a deck with its cards (201), reads it, lists it, and it is private by default", async () => {
    const res = await create(ownerWrite);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const deck = await res.json();
    expect(deck).toMatchObject({ name: "Mail run", visibility: "PRIVATE", version: 1, legal: true, cardCount: 81 });
    expect((await (await callApi("GET", `/me/decks/${deck.id}`, { token: ownerRead })).json()).cards).toHaveLength(
      cards.length,
    );
    const list = await (await callApi("GET", "/me/decks?legal=true", { token: ownerRead })).json();
    expect(list.items.map((d: { id: string }) => d.id)).toContain(deck.id);
    expect((await callApi("GET", `/decks/${deck.id}`)).status).toBe(404);
  });

  it("refuses bad input with 422 naming the field and writes nothing", async () => {
    const before = await db.prisma.deck.count();
    const cases: [unknown, string][] = [
      [{ name: "", formatId: "standard" }, "name"],
      [{ name: "x", formatId: "nope" }, "format"],
      [{ name: "x", formatId: "standard", cards: [{ slug: "no-such-card", quantity: 1 }] }, "cards"],
      [{ name: "x", formatId: "standard", cards: [{ slug: cards[0]!.slug, quantity: 0 }] }, "cards.0.quantity"],
    ];
    for (const [body, field] of cases) {
      const res = await create(ownerWrite, body);
      expect(res.status).toBe(422);
      const { error } = await res.json();
      expect(error.issues.map((i: { field: string }) => i.field).join(" ")).toContain(field);
    }
    const broken = await callApi("POST", "/me/decks", { token: ownerWrite, body: "{not json" });
    expect(broken.status).toBe(400);
    expect(await db.prisma.deck.count()).toBe(before);
  });

  it("updates with the current version and answers 409 with the current version to a stale one", async () => {
    const deck = await (await create(ownerWrite)).json();
    const saved = await callApi("PUT", `/me/decks/${deck.id}`, {
      token: ownerWrite,
      body: { version: 1, name: "Renamed", cards: cards.slice(1) },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: "Renamed", version: 2, legal: false });
    const stale = await callApi("PUT", `/me/decks/${deck.id}`, {
      token: ownerWrite,
      body: { version: 1, name: "Mine wins", cards },
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatchObject({ code: "CONFLICT", currentVersion: 2 });
    expect((await db.prisma.deck.findUniqueOrThrow({ where: { id: deck.id } })).name).toBe("Renamed");
  });

  it("deletes a deck (204), then it is gone (404)", async () => {
    const deck = await (await create(ownerWrite)).json();
    const res = await callApi("DELETE", `/me/decks/${deck.id}`, { token: ownerWrite });
    expect(res.status).toBe(204);
    expect((await callApi("GET", `/me/decks/${deck.id}`, { token: ownerWrite })).status).toBe(404);
  });

  it("refuses writes with a read-only token (403) and changes nothing", async () => {
    const deck = await (await create(ownerWrite)).json();
    expect((await create(ownerRead)).status).toBe(403);
    expect(
      (await callApi("PUT", `/me/decks/${deck.id}`, { token: ownerRead, body: { version: 1, cards: [] } })).status,
    ).toBe(403);
    expect((await callApi("DELETE", `/me/decks/${deck.id}`, { token: ownerRead })).status).toBe(403);
    expect(await db.prisma.deck.findUniqueOrThrow({ where: { id: deck.id } })).toMatchObject({ version: 1 });
  });
});

describe("another user's deck, and no token at all", () => {
  let deckId: string;
  beforeAll(async () => {
    deckId = (
      await (await create(ownerWrite, { name: "Owner's", formatId: "standard", visibility: "PUBLIC", cards })).json()
    ).id;
  });

  const snapshot = async () => ({
    deck: await db.prisma.deck.findUnique({ where: { id: deckId } }),
    cards: await db.prisma.deckCard.findMany({ where: { deckId }, orderBy: { cardId: "asc" } }),
    versions: await db.prisma.deckVersion.count({ where: { deckId } }),
    decks: await db.prisma.deck.count({ where: { ownerId: owner } }),
  });

  const attempts: [string, string, (token?: string) => Promise<Response>, number][] = [
    ["read", "GET", (token) => callApi("GET", `/me/decks/${deckId}`, { token }), 404],
    [
      "update",
      "PUT",
      (token) => callApi("PUT", `/me/decks/${deckId}`, { token, body: { version: 1, name: "Taken", cards: [] } }),
      404,
    ],
    ["delete", "DELETE", (token) => callApi("DELETE", `/me/decks/${deckId}`, { token }), 404],
  ];

  for (const [what, , attempt, status] of attempts) {
    it(`${what}: another user's token gets ${status}, no token gets 401, and nothing changes`, async () => {
      const before = await snapshot();
      expect((await attempt(strangerWrite)).status).toBe(status);
      expect((await attempt(undefined)).status).toBe(401);
      expect(await snapshot()).toEqual(before);
    });
  }

  it("lists only the token owner's decks", async () => {
    const theirs = await (await callApi("GET", "/me/decks", { token: strangerWrite })).json();
    expect(theirs.items.map((d: { id: string }) => d.id)).not.toContain(deckId);
    expect((await callApi("GET", "/me/decks")).status).toBe(401);
    expect((await callApi("POST", "/me/decks", { body: { name: "x", formatId: "standard" } })).status).toBe(401);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After once a token's writes are spent, and writes nothing more", async () => {
    const { token, secret } = await tokens.createApiToken({ userId: owner, name: "busy", scope: "WRITE" });
    const max = limits.API_WRITE_LIMITS.token.max;
    // Spend all but one of the window's writes through the throttle itself, then make the last two by HTTP.
    const { reserveAttempt } = await import("../../../../../lib/auth/throttle");
    for (let i = 0; i < max - 1; i++)
      await reserveAttempt({ limits: limits.apiWriteLimits({ tokenId: token.id, address: null }) });
    const last = await create(secret);
    expect(last.status).toBe(201);
    // The RateLimit fields of draft-ietf-httpapi-ratelimit-headers-09: the policy, and none left in the window.
    expect(last.headers.get("ratelimit-policy")).toBe(`"token";q=${max};w=60`);
    expect(last.headers.get("ratelimit")).toMatch(/^"token";r=0;t=([1-9]|[1-5]\d|60)$/);
    const before = await db.prisma.deck.count();
    const refused = await create(secret);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.headers.get("ratelimit-policy")).toBe(`"token";q=${max};w=60`);
    expect(refused.headers.get("ratelimit")).toBe(`"token";r=0;t=${retryAfter}`);
    expect((await refused.json()).error.code).toBe("RATE_LIMITED");
    expect(await db.prisma.deck.count()).toBe(before);
    // Reads are not limited, and carry no per-client counts.
    const read = await callApi("GET", "/me/decks", { token: secret });
    expect(read.status).toBe(200);
    expect(read.headers.get("ratelimit")).toBeNull();
    expect(read.headers.get("ratelimit-policy")).toBeNull();
  });

  it("announces each write's limits, per address and per token, on successes and on refusals after the count", async () => {
    const { secret } = await tokens.createApiToken({ userId: owner, name: "counted", scope: "WRITE" });
    const headers = { "x-starport-client-address": "198.51.100.7" };
    const first = await callApi("POST", "/me/decks", {
      token: secret,
      body: { name: "x", formatId: "standard" },
      headers,
    });
    expect(first.status).toBe(201);
    const { address, token } = limits.API_WRITE_LIMITS;
    expect(first.headers.get("ratelimit-policy")).toBe(`"address";q=${address.max};w=60, "token";q=${token.max};w=60`);
    expect(first.headers.get("ratelimit")).toMatch(
      new RegExp(`^"address";r=${address.max - 1};t=(59|60), "token";r=${token.max - 1};t=(59|60)$`),
    );
    const invalid = await callApi("POST", "/me/decks", { token: secret, body: { name: "" }, headers });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("ratelimit")).toMatch(new RegExp(`"token";r=${token.max - 2};`));
    expect(invalid.headers.get("access-control-expose-headers")).toContain("RateLimit-Policy");
  });

  it("limits an address across tokens, by the server's own address header only", async () => {
    const address = "203.0.113.50";
    const { reserveAttempt } = await import("../../../../../lib/auth/throttle");
    for (let i = 0; i < limits.API_WRITE_LIMITS.address.max; i++) {
      await reserveAttempt({ limits: limits.apiWriteLimits({ tokenId: `filler-${i % 3}`, address }).slice(0, 1) });
    }
    const fresh = (await tokens.createApiToken({ userId: stranger, name: "fresh", scope: "WRITE" })).secret;
    const fromThere = await callApi("POST", "/me/decks", {
      token: fresh,
      body: { name: "x", formatId: "standard" },
      headers: { "x-starport-client-address": address },
    });
    expect(fromThere.status).toBe(429);
    const forged = await callApi("POST", "/me/decks", {
      token: fresh,
      body: { name: "x", formatId: "standard" },
      headers: { "x-forwarded-for": address },
    });
    expect(forged.status).toBe(201);
  });
});
