// The contract: every operation in the OpenAPI document is called against the
// app's own route handlers, and each real answer (success and error) is
// validated against the schema the document gives for its status. And every
// route file under app/api/v1 is in the document, method by method.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/database";
import { createUser, legalDeckCards } from "../../tests/factories";
import { buildOpenApiDocument } from "./openapi";
import { callApi, exportedMethods, routeFiles } from "./routes.testing";

const db = useTestDatabase();
const doc = buildOpenApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(doc.components.schemas.Error, "#/components/schemas/Error");

type DocOperation = {
  operationId: string;
  requestBody?: unknown;
  responses: Record<string, { $ref?: string; content?: { "application/json": { schema: object } } }>;
};
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op: op as DocOperation })),
);

let token: string;
let readToken: string;
let deckId: string;
let handle: string;
const freshDecks: string[] = [];

beforeAll(async () => {
  const { createApiToken } = await import("./../auth/tokens");
  const { createDeckWithCards } = await import("../decks/create-deck-with-cards");
  const player = await createUser(db.prisma, "Contract");
  const user = player.id;
  handle = player.handle;
  token = (await createApiToken({ userId: user, name: "contract", scope: "WRITE" })).secret;
  readToken = (await createApiToken({ userId: user, name: "contract-read", scope: "READ" })).secret;
  deckId = (
    await createDeckWithCards({
      userId: user,
      name: "Public",
      formatId: "standard",
      visibility: "PUBLIC",
      cards: legalDeckCards(),
    })
  ).id;
  for (let i = 0; i < 2; i++)
    freshDecks.push(
      (await createDeckWithCards({ userId: user, name: `Spare ${i}`, formatId: "standard", cards: [] })).id,
    );
});

/** A request that succeeds, and one that fails, for each operation (real ids where the examples have placeholders). */
function requests(operationId: string): { ok: [string, unknown?]; bad: [string, unknown?] } {
  const cards = legalDeckCards().slice(0, 3);
  const table: Record<string, { ok: [string, unknown?]; bad: [string, unknown?] }> = {
    searchCards: { ok: ["/cards?q=t:ship&pageSize=2"], bad: ["/cards?q=cost%3C%3Dx"] },
    autocompleteCards: { ok: ["/cards/autocomplete?q=merrow"], bad: [`/cards/autocomplete?q=${"x".repeat(101)}`] },
    getCard: { ok: ["/cards/merrows-lantern"], bad: ["/cards/no-such-card"] },
    listCardReviews: { ok: ["/cards/merrows-lantern/reviews?pageSize=5"], bad: ["/cards/no-such-card/reviews"] },
    getPlayer: { ok: [`/users/${handle}`], bad: ["/users/nobody-here"] },
    getNamedCard: { ok: ["/cards/named?fuzzy=merr%20lant"], bad: ["/cards/named?exact=No%20Such%20Card"] },
    getRandomCard: { ok: ["/cards/random?q=t:crew"], bad: ["/cards/random?q=cost%3C%3Dx"] },
    getCardCollection: {
      ok: ["/cards/collection", { identifiers: [{ slug: "merrows-lantern" }, { name: "nope" }] }],
      bad: ["/cards/collection", { identifiers: [] }],
    },
    listSets: { ok: ["/sets"], bad: ["/sets?page=0"] },
    getSet: { ok: ["/sets/CORE"], bad: ["/sets/NOPE"] },
    exportCatalogue: { ok: ["/catalogue"], bad: ["/catalogue"] },
    listGlossary: { ok: ["/glossary?kind=KEYWORD"], bad: ["/glossary?kind=nope"] },
    getGlossaryEntry: { ok: ["/glossary/Armor"], bad: ["/glossary/Nope"] },
    listFormats: { ok: ["/formats"], bad: ["/formats?pageSize=500"] },
    getFormat: { ok: ["/formats/standard"], bad: ["/formats/nope"] },
    listPublicDecks: { ok: ["/decks?public=true&format=standard"], bad: ["/decks?legal=perhaps"] },
    getPublicDeck: { ok: [`/decks/${deckId}`], bad: ["/decks/nope"] },
    validateDeck: {
      ok: ["/decks/validate", { format: "standard", cards: legalDeckCards() }],
      bad: ["/decks/validate", { format: "nope", cards: [] }],
    },
    listMyDecks: { ok: ["/me/decks"], bad: ["/me/decks?pageSize=0"] },
    createMyDeck: {
      ok: ["/me/decks", { name: "New", formatId: "standard", cards }],
      bad: ["/me/decks", { name: "", formatId: "standard" }],
    },
    getMyDeck: { ok: [`/me/decks/${deckId}`], bad: ["/me/decks/nope"] },
    updateMyDeck: {
      ok: [`/me/decks/${deckId}`, { version: 1, cards }],
      bad: [`/me/decks/${deckId}`, { version: 1, cards }],
    },
    deleteMyDeck: { ok: [`/me/decks/${freshDecks[0]}`], bad: [`/me/decks/${freshDecks[0]}`] },
    getOpenApi: { ok: ["/openapi.json"], bad: ["/openapi.json"] },
  };
  const entry = table[operationId];
  if (!entry) throw new Error(`The contract test has no request for ${operationId}: add one.`);
  return entry;
}

function check(op: DocOperation, status: number, body: unknown): string[] {
  const documented = op.responses[status];
  if (!documented) return [`status ${status} is not documented`];
  const schema = documented.$ref
    ? { $ref: "#/components/schemas/Error" }
    : documented.content?.["application/json"].schema;
  if (!schema) return body === null ? [] : ["a body where none is documented"];
  const validate = ajv.compile(schema);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

async function send(method: string, [path, body]: [string, unknown?], auth: string | undefined) {
  const res = await callApi(method, path, { token: auth, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe("every operation in the document answers what the document says", () => {
  for (const { path, method, op } of operations) {
    it(`${method} ${path} (${op.operationId})`, async () => {
      const auth = path.startsWith("/me/") ? token : undefined;
      const { ok, bad } = requests(op.operationId);
      const success = await send(method, ok, auth);
      expect(success.status, JSON.stringify(success.body)).toBeLessThan(300);
      expect(check(op, success.status, success.body)).toEqual([]);
      const failure = await send(method, bad, auth);
      if (failure.status >= 400) expect(check(op, failure.status, failure.body)).toEqual([]);
      if (path.startsWith("/me/")) {
        const anonymous = await send(method, ok, undefined);
        expect(anonymous.status).toBe(401);
        expect(check(op, 401, anonymous.body)).toEqual([]);
        if (method !== "GET") {
          const readOnly = await send(method, ok, readToken);
          expect(readOnly.status).toBe(403);
          expect(check(op, 403, readOnly.body)).toEqual([]);
        }
      }
    });
  }

  it("a stale update is a documented 409", async () => {
    const op = operations.find((o) => o.op.operationId === "updateMyDeck")!.op;
    const stale = await send("PUT", [`/me/decks/${freshDecks[1]}`, { version: 99, cards: [] }], token);
    expect(stale.status).toBe(409);
    expect(check(op, 409, stale.body)).toEqual([]);
  });
});

describe("every route under app/api/v1 is in the document", () => {
  it("lists each route file's methods, and nothing the app does not serve", async () => {
    const served: string[] = [];
    for (const route of routeFiles())
      for (const method of await exportedMethods(route)) served.push(`${method} ${route.path}`);
    const documented = operations.map((o) => `${o.method} ${o.path}`);
    expect(served.sort()).toEqual(documented.sort());
  });
});

describe("the statuses the machinery gives every operation are declared and answered (issue 36)", () => {
  const opOf = (id: string) => operations.find((o) => o.op.operationId === id)!.op;
  const raw = async (method: string, path: string, options: Parameters<typeof callApi>[2] = {}) => {
    const res = await callApi(method, path, options);
    const text = await res.text();
    return { res, status: res.status, body: text ? JSON.parse(text) : null };
  };

  it("an over-long id is a declared 422, with CORS headers", async () => {
    const answer = await raw("GET", `/cards/${"x".repeat(101)}`);
    expect(answer.status).toBe(422);
    expect(check(opOf("getCard"), 422, answer.body)).toEqual([]);
    expect(answer.res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("a body that is not JSON on /me/decks is a declared 400; a multipart one a declared 415", async () => {
    const notJson = await raw("POST", "/me/decks", {
      token,
      body: "{ nope",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(check(opOf("createMyDeck"), 400, notJson.body)).toEqual([]);
    const form = await raw("POST", "/me/decks", {
      token,
      body: "name=x",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(form.status).toBe(415);
    expect(check(opOf("createMyDeck"), 415, form.body)).toEqual([]);
  });

  it("page=0x10 and page=1e3 are declared 422s, not pages 16 and 1000", async () => {
    for (const path of ["/sets?page=0x10", "/sets?page=1e3", "/cards?q=t:ship&page=0x10"]) {
      const answer = await raw("GET", path);
      expect(answer.status, path).toBe(422);
      expect(check(opOf(path.startsWith("/sets") ? "listSets" : "searchCards"), 422, answer.body)).toEqual([]);
    }
  });

  it("validate declares its text/plain body and its format and date parameters, and answers a text list", async () => {
    const op = doc.paths["/decks/validate"]!.post as {
      requestBody: { content: Record<string, unknown> };
      parameters: { name: string; in: string }[];
    };
    expect(Object.keys(op.requestBody.content).sort()).toEqual(["application/json", "text/plain"]);
    expect(op.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(["query:date", "query:format"]);
    const text = await raw("POST", "/decks/validate?format=standard&date=2026-09-05", {
      body: "Ship:\n1x Merrow's Lantern",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(200);
    expect(check(opOf("validateDeck"), 200, text.body)).toEqual([]);
    const multipart = await raw("POST", "/decks/validate", {
      body: "--x--",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(multipart.status).toBe(415);
    expect(check(opOf("validateDeck"), 415, multipart.body)).toEqual([]);
  });

  it("If-None-Match: * is 304 on every GET whose resource exists, and 404 where it does not", async () => {
    const gets = operations.filter((o) => o.method === "GET");
    for (const { path, op } of gets) {
      const auth = path.startsWith("/me/") ? token : undefined;
      const [okPath] = requests(op.operationId).ok;
      const answer = await callApi("GET", okPath, { token: auth, headers: { "if-none-match": "*" } });
      expect(answer.status, `${op.operationId} ${okPath}`).toBe(304);
      expect(op.responses[304], op.operationId).toBeDefined();
    }
    for (const missing of ["/cards/no-such-card", "/formats/nope", `/me/decks/nope`]) {
      const answer = await callApi("GET", missing, { token, headers: { "if-none-match": "*" } });
      expect(answer.status, missing).toBe(404);
    }
  });

  it("201 Created carries Location, declared in the document", async () => {
    const created = await callApi("POST", "/me/decks", { token, body: { name: "Located", formatId: "standard" } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(created.headers.get("location")).toBe(`http://starport.test/api/v1/me/decks/${id}`);
    const documented = opOf("createMyDeck").responses[201] as { headers?: Record<string, unknown> };
    expect(documented.headers?.Location).toBeDefined();
  });

  it("an id in another case is a declared 308 to the canonical id, its query kept; an unknown one still 404", async () => {
    for (const [asked, canonical, operationId] of [
      ["/cards/MERROWS-LANTERN", "/cards/merrows-lantern", "getCard"],
      ["/glossary/armor?x=1", "/glossary/Armor?x=1", "getGlossaryEntry"],
      ["/formats/Standard", "/formats/standard", "getFormat"],
    ] as const) {
      const answer = await raw("GET", asked);
      expect(answer.status, asked).toBe(308);
      expect(answer.res.headers.get("location")).toBe(`http://starport.test/api/v1${canonical}`);
      expect(answer.res.headers.get("access-control-allow-origin")).toBe("*");
      expect(answer.body).toBeNull();
      const documented = opOf(operationId).responses[308] as { headers?: Record<string, unknown> } | undefined;
      expect(documented?.headers?.Location, operationId).toBeDefined();
      expect((await raw("GET", canonical)).status).toBe(200);
    }
    expect((await raw("GET", "/cards/NO-SUCH-CARD")).status).toBe(404);
  });

  it("counts.byType declares every card type", () => {
    const schema = (
      opOf("validateDeck").responses[200]!.content!["application/json"].schema as {
        properties: { counts: { properties: { byType: { properties: object; required: string[] } } } };
      }
    ).properties.counts.properties.byType;
    expect(Object.keys(schema.properties).sort()).toEqual([
      "ACTION",
      "ADVENTURE",
      "CONNECTION",
      "CREW",
      "GEAR",
      "SHIP",
      "UPGRADE",
    ]);
    expect(schema.required.length).toBe(7);
  });
});
