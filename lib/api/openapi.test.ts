import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allowedMethods } from "./allowed-methods";
import { defineOperation, type Operation } from "./operation";
import { buildOpenApiDocument } from "./openapi";
import { OPERATIONS } from "./operations";

describe("the OpenAPI document", () => {
  const doc = buildOpenApiDocument();

  it("is OpenAPI 3.1 with every operation of the registry, once", () => {
    expect(doc.openapi).toBe("3.1.0");
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => (op as { operationId: string }).operationId),
    );
    expect(ids.sort()).toEqual(OPERATIONS.map((o) => o.id).sort());
  });

  it("changes when a schema changes: it is generated from the schemas the handlers use", () => {
    const base = {
      id: "probe",
      method: "GET",
      path: "/probe",
      tag: "API",
      summary: "s",
      description: "d",
      access: "public",
      status: 200,
      errors: [],
      example: { request: "/probe" },
    } as const;
    const before = defineOperation({
      ...base,
      query: z.object({ n: z.coerce.number().max(10) }),
      response: z.object({ a: z.string() }),
    });
    const after = defineOperation({
      ...base,
      query: z.object({ n: z.coerce.number().max(20) }),
      response: z.object({ a: z.string(), b: z.int() }),
    });
    const docOf = (op: Operation) =>
      buildOpenApiDocument({ operations: [op] }).paths["/probe"]!.get as Record<string, unknown>;
    const [one, two] = [docOf(before as Operation), docOf(after as Operation)];
    expect(JSON.stringify(one.parameters)).toContain('"maximum":10');
    expect(JSON.stringify(two.parameters)).toContain('"maximum":20');
    const schemaOf = (op: Record<string, unknown>) =>
      (op.responses as Record<string, { content: { "application/json": { schema: { properties: object } } } }>)[200]!
        .content["application/json"].schema;
    expect(Object.keys(schemaOf(one).properties)).toEqual(["a"]);
    expect(Object.keys(schemaOf(two).properties)).toEqual(["a", "b"]);
  });

  it("documents path parameters as required, the token where needed, and the one error body", () => {
    const getMyDeck = doc.paths["/me/decks/{id}"]!.get as {
      parameters: { name: string; in: string; required: boolean }[];
      security: unknown[];
      responses: Record<string, unknown>;
    };
    expect(getMyDeck.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(getMyDeck.security).toEqual([{ token: [] }]);
    expect(getMyDeck.responses[401]).toMatchObject({ $ref: "#/components/responses/Error" });
    const search = doc.paths["/cards"]!.get as { security: unknown[]; responses: Record<string, unknown> };
    expect(search.security).toEqual([]);
    expect(search.responses[304]).toBeDefined();
  });
});

describe("the response header fields in the document (issue 36, item 9)", () => {
  const doc = buildOpenApiDocument();
  it("declares ETag and Cache-Control on every GET's success, Link on pages, Retry-After on 429", () => {
    const sets = doc.paths["/sets"]!.get as { responses: Record<string, { headers?: Record<string, unknown> }> };
    expect(Object.keys(sets.responses[200]!.headers ?? {}).sort()).toEqual(["Cache-Control", "ETag", "Link"]);
    const card = doc.paths["/cards/{slug}"]!.get as { responses: Record<string, { headers?: object }> };
    expect(Object.keys(card.responses[200]!.headers ?? {}).sort()).toEqual(["Cache-Control", "ETag"]);
    const create = doc.paths["/me/decks"]!.post as { responses: Record<string, { $ref?: string }> };
    expect(create.responses[429]!.$ref).toBe("#/components/responses/RateLimited");
    expect(doc.components.responses.RateLimited.headers["Retry-After"]).toBeDefined();
  });

  it("declares 405 with Allow on every operation, Allow naming the methods the edge allows at its address", () => {
    for (const operation of OPERATIONS) {
      const item = doc.paths[operation.path]!;
      const { responses } = item[operation.method.toLowerCase() as keyof typeof item] as {
        responses: Record<string, { $ref?: string }>;
      };
      expect(responses[405]!.$ref, operation.id).toBe("#/components/responses/MethodNotAllowed");
      const documented = Object.keys(item).map((m) => m.toUpperCase());
      const expected = [...documented, ...(documented.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort();
      expect(allowedMethods(`/api/v1${operation.path.replace(/\{\w+\}/g, "x1")}`), operation.id).toEqual(expected);
    }
    expect(doc.components.responses.MethodNotAllowed.headers.Allow).toBeDefined();
  });

  it("declares RateLimit-Policy and RateLimit (draft 09) on every counted write's answers, and on no read", () => {
    type Responses = Record<string, { $ref?: string; headers?: Record<string, { description: string }> }>;
    const ops = Object.values(doc.paths).flatMap((item) => Object.entries(item)) as [
      string,
      { responses: Responses },
    ][];
    const counted = OPERATIONS.filter((o) => o.access !== "public" && o.method !== "GET");
    expect(counted.length).toBeGreaterThan(0);
    for (const operation of counted) {
      const { responses } = doc.paths[operation.path]![operation.method.toLowerCase() as "post"] as {
        responses: Responses;
      };
      expect(Object.keys(responses[operation.status]!.headers ?? {}), operation.id).toEqual(
        expect.arrayContaining(["RateLimit-Policy", "RateLimit"]),
      );
      expect(responses[422]!.$ref, operation.id).toBe("#/components/responses/CountedError");
      expect(responses[401]!.$ref, operation.id).toBe("#/components/responses/Error");
    }
    expect(doc.components.responses.RateLimited.headers.RateLimit.description).toContain(
      "draft-ietf-httpapi-ratelimit-headers-09",
    );
    for (const [method, op] of ops) {
      if (method !== "get") continue;
      for (const response of Object.values(op.responses))
        expect(Object.keys(response.headers ?? {})).not.toContain("RateLimit");
    }
  });
});

describe("the registry's examples", () => {
  for (const operation of OPERATIONS as readonly Operation[]) {
    it(`${operation.id}: the example request and response fit the documented schemas`, () => {
      expect(operation.example.request.startsWith(operation.path.replace(/\{.*$/, ""))).toBe(true);
      if (operation.response) expect(() => operation.response!.parse(operation.example.response)).not.toThrow();
      else expect(operation.example.response).toBeUndefined();
      if (operation.body) expect(() => operation.body!.parse(operation.example.body)).not.toThrow();
      if (operation.query) {
        const query = Object.fromEntries(new URL(operation.example.request, "http://x").searchParams);
        expect(() => operation.query!.parse(query)).not.toThrow();
      }
    });
  }
});
