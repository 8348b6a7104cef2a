// The OpenAPI 3.1 document, generated from the operation registry with zod's
// own JSON Schema conversion (draft 2020-12, the dialect of OpenAPI 3.1). Pure.
import { z } from "zod";
import { declaredStatuses, isRateLimited, type Operation } from "./operation";
import { OPERATIONS } from "./operations";
import { RATE_LIMIT_DRAFT } from "./rate-limit-fields";
import { errorBodySchema } from "./schemas/common";

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema: inputs as a client sends them, responses as the server answers. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No content",
  304: "Not modified (the ETag sent in If-None-Match still matches)",
  308: "The id in another case: the same resource at its canonical id (Location)",
  400: "The query or body cannot be read",
  401: "No token, or an unknown or revoked token",
  403: "The token's scope does not allow this",
  404: "No such resource (or not yours)",
  405: "Another method than those this address answers (Allow names them)",
  409: "A stale version: the deck changed since",
  413: "The body is too large",
  415: "The body's Content-Type is not one this operation reads",
  422: "Invalid input: the issues name each field",
  429: "Too many requests: retry after Retry-After seconds",
};

/** The response header fields the API sends, as the document declares them. */
const HEADERS = {
  ETag: { description: "A strong validator: send it back in If-None-Match.", schema: { type: "string" } },
  "Cache-Control": {
    description: "Public reads: kept a minute (the catalogue an hour), then revalidated; token reads: never kept.",
    schema: { type: "string" },
  },
  Link: { description: 'The next, prev, first and last pages (rel="next" …).', schema: { type: "string" } },
  "Retry-After": { description: "Seconds until the next attempt is allowed.", schema: { type: "integer" } },
  Location: { description: "Where the resource is.", schema: { type: "string", format: "uri" } },
  Allow: { description: "The methods this address answers, e.g. `GET, HEAD, OPTIONS`.", schema: { type: "string" } },
  "RateLimit-Policy": {
    description: `The write limits this answer was counted under (${RATE_LIMIT_DRAFT}): each policy's quota q in its window of w seconds, e.g. \`"address";q=120;w=60, "token";q=60;w=60\`.`,
    schema: { type: "string" },
  },
  RateLimit: {
    description: `What remains of each policy (${RATE_LIMIT_DRAFT}): r writes, for t more seconds, e.g. \`"token";r=59;t=60\`.`,
    schema: { type: "string" },
  },
};

/** The fields every answer to a counted write carries. */
const RATE_LIMIT_HEADERS = { "RateLimit-Policy": HEADERS["RateLimit-Policy"], RateLimit: HEADERS.RateLimit };

function parameters(operation: Operation): unknown[] {
  const list: unknown[] = [];
  for (const [where, schema] of [
    ["path", operation.params],
    ["query", operation.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...propertySchema } = property;
      list.push({
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        schema: propertySchema,
        ...(description ? { description } : {}),
      });
    }
  }
  return list;
}

function pathItem(operation: Operation): Record<string, unknown> {
  const limited = isRateLimited(operation);
  // A counted write's refusals after the count carry the RateLimit fields; 401, 403 and the edge's 405 come before it.
  const errorRef = (status: number) =>
    status === 405
      ? "#/components/responses/MethodNotAllowed"
      : limited && status !== 401 && status !== 403
        ? "#/components/responses/CountedError"
        : "#/components/responses/Error";
  const responses: Record<string, unknown> = {
    [operation.status]: operation.response
      ? {
          description: STATUS_TEXT[operation.status],
          content: {
            "application/json": {
              schema: jsonSchemaOf(operation.response, "output"),
              example: operation.example.response,
            },
          },
        }
      : { description: STATUS_TEXT[operation.status] },
  };
  for (const status of declaredStatuses(operation))
    responses[status] =
      status === 304
        ? { description: STATUS_TEXT[304] }
        : status === 308
          ? { description: STATUS_TEXT[308], headers: { Location: HEADERS.Location } }
          : status === 429
            ? { $ref: "#/components/responses/RateLimited", description: STATUS_TEXT[429] }
            : { $ref: errorRef(status), description: STATUS_TEXT[status] };
  const success = responses[operation.status] as Record<string, unknown>;
  if (operation.method === "GET")
    success.headers = {
      ETag: HEADERS.ETag,
      "Cache-Control": HEADERS["Cache-Control"],
      ...(operation.paginated ? { Link: HEADERS.Link } : {}),
    };
  if (operation.location) success.headers = { Location: { ...HEADERS.Location, description: "The created resource." } };
  if (limited) success.headers = { ...(success.headers as object), ...RATE_LIMIT_HEADERS };
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.description,
    parameters: parameters(operation),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: jsonSchemaOf(operation.body, "input"), example: operation.example.body },
              ...(operation.textBody ? { "text/plain": { schema: jsonSchemaOf(operation.textBody, "input") } } : {}),
            },
          },
        }
      : {}),
    responses,
    ...(operation.access === "public" ? { security: [] } : { security: [{ token: [] }], "x-scope": operation.access }),
  };
}

/** The whole document. `serverUrl` is where /api/v1 lives. */
export function buildOpenApiDocument(options: { serverUrl?: string; operations?: readonly Operation[] } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of options.operations ?? (OPERATIONS as readonly Operation[])) {
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = pathItem(operation);
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Starport API",
      version: "1",
      // The project has chosen no licence, so none is granted: said plainly rather than left out.
      license: { name: "No licence granted (all rights reserved)", identifier: "LicenseRef-All-Rights-Reserved" },
      description:
        "The card database, rules reference and decks of the Traveller Customizable Card Game. Public reads need nothing and allow any origin; /me endpoints need a personal token (created on your account page) sent as `Authorization: Bearer`.",
    },
    servers: [{ url: options.serverUrl ?? "/api/v1" }],
    paths,
    components: {
      securitySchemes: {
        token: {
          type: "http",
          scheme: "bearer",
          description: "A personal token from /account, scoped read or read-write.",
        },
      },
      schemas: { Error: jsonSchemaOf(errorBodySchema, "output") },
      responses: {
        Error: {
          description: "An error",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
        CountedError: {
          description: "An error answering a counted write",
          headers: RATE_LIMIT_HEADERS,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
        MethodNotAllowed: {
          description: STATUS_TEXT[405],
          headers: { Allow: HEADERS.Allow },
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
        RateLimited: {
          description: STATUS_TEXT[429],
          headers: { "Retry-After": HEADERS["Retry-After"], ...RATE_LIMIT_HEADERS },
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  };
}
