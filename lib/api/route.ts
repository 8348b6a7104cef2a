// Turns an operation of the registry and a short handler into a route
// handler: parse params, query and body with the operation's schemas →
// authenticate a token when the operation needs one → rate-limit writes →
// run → shape the answer with the response schema → headers (CORS, cache
// validators, Link) → or the one error body.
import "server-only";
import { createHash } from "node:crypto";
import type { z } from "zod";
import { authenticateToken, type TokenUser } from "@/lib/auth/tokens";
import { clientAddress } from "@/lib/http/client-address";
import { AppError, describeError, toErrorResponse } from "@/lib/http/errors";
import { MAX_BODY_BYTES } from "@/lib/http/limits";
import { parseJson } from "@/lib/http/parse-json";
import { readBodyText } from "@/lib/http/read-body";
import { corsHeaders } from "./cors";
import { isRateLimited, type Method, type Operation } from "./operation";
import { linkHeader } from "./pagination";
import { reserveApiWrite, WriteLimitSpent } from "./rate-limits";

/** The OPTIONS handler of a route file serving these methods. */
export function preflight(...methods: Method[]) {
  return () => new Response(null, { status: 204, headers: corsHeaders(methods) });
}

/** An address under /api/v1 that no operation serves (the catch-all route). */
export function unknownApiPath(request: Request): Response {
  const path = new URL(request.url).pathname;
  return errorResponse(
    new AppError("NOT_FOUND", `No operation of the API is at ${path}: see /api/v1/openapi.json.`),
    corsHeaders([]),
  );
}

export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** Who the token belongs to (operations with access read or write), else null. */
  caller: TokenUser | null;
  /** The site's origin, for the URLs in answers. */
  origin: string;
  request: Request;
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** A JSON body is read only when it says so (application/json or a +json type): never guessed from its bytes. */
function requireJsonType(request: Request) {
  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  if (type === "application/json" || /^application\/[\w.-]+\+json$/.test(type)) return;
  throw new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    `A body of type '${type || "none"}' cannot be read here: send application/json.`,
  );
}

function parseJsonBody(text: string): unknown {
  if (text.trim() === "")
    throw new AppError("BAD_QUERY", "The body is empty: send JSON.", {
      issues: [{ field: "(body)", message: "is empty" }],
    });
  const parsed = parseJson(text);
  if (!parsed.ok)
    throw new AppError("BAD_QUERY", `The body is not valid JSON: ${parsed.reason}`, {
      issues: [{ field: "(body)", message: "is not valid JSON" }],
    });
  return parsed.value;
}

/** The caller, and the RateLimit fields of a counted write (none for reads: shared cached GETs carry no counts). */
async function authenticate(
  operation: Operation,
  request: Request,
): Promise<{ caller: TokenUser | null; limitFields: Record<string, string> }> {
  if (operation.access === "public") return { caller: null, limitFields: {} };
  const caller = await authenticateToken({ authorization: request.headers.get("authorization") });
  if (operation.access === "write" && caller.scope !== "WRITE")
    throw new AppError("FORBIDDEN", "This token is read-only: create a read-write token to change decks.");
  const limitFields = isRateLimited(operation)
    ? await reserveApiWrite({ tokenId: caller.tokenId, address: clientAddress(request.headers) })
    : {};
  return { caller, limitFields };
}

function errorResponse(error: unknown, fields: Record<string, string>): Response {
  const detail = describeError(error);
  const headers: Record<string, string> = {
    ...fields,
    ...(error instanceof WriteLimitSpent ? error.fields : {}),
    "Cache-Control": "no-store",
  };
  if (detail?.code === "UNAUTHORIZED") headers["WWW-Authenticate"] = 'Bearer realm="starport"';
  if (detail?.code === "RATE_LIMITED" && typeof detail.retryAfterSeconds === "number")
    headers["Retry-After"] = String(detail.retryAfterSeconds);
  return toErrorResponse(error, headers);
}

/** A strong validator for a body: the same bytes give the same tag on every instance. */
const etagOf = (body: string) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
}

/** "/me/decks/{id}" with the answer's fields. */
const fill = (template: string, body: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (_m, field: string) => encodeURIComponent(String(body[field])));

const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";

/** An id found in another case ("MERROWS-LANTERN") answers from the canonical address, for good (308). */
const canonicalRedirect = (location: string, cors: Record<string, string>, options: RouteOptions) =>
  new Response(null, {
    status: 308,
    headers: { ...cors, Location: location, "Cache-Control": options.cacheControl ?? PUBLIC_CACHE_CONTROL },
  });

export interface RouteOptions {
  /** Cache-Control of a public read (default: a minute, then revalidate with the ETag). */
  cacheControl?: string;
  /** Extra headers for a successful answer, computed from the shaped body. */
  headers?: (body: string) => Record<string, string>;
}

export function apiRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  operation: Operation<P, Q, B, R>,
  run: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R> | void>,
  options: RouteOptions = {},
) {
  const cors = corsHeaders([operation.method]);
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    let limitFields: Record<string, string> = {};
    try {
      const url = new URL(request.url);
      const authenticated = await authenticate(operation as Operation, request);
      const caller = authenticated.caller;
      limitFields = authenticated.limitFields;
      const params = operation.params ? operation.params.parse((await context?.params) ?? {}) : {};
      const query = operation.query ? operation.query.parse(Object.fromEntries(url.searchParams)) : {};
      if (operation.body) requireJsonType(request);
      const body = operation.body
        ? operation.body.parse(parseJsonBody(await readBodyText(request, MAX_BODY_BYTES)))
        : undefined;
      const result = await run({ params, query, body, caller, origin: url.origin, request } as HandlerInput<
        z.output<P>,
        z.output<Q>,
        z.output<B>
      >);
      if (!operation.response)
        return new Response(null, {
          status: operation.status,
          headers: { ...cors, ...limitFields, "Cache-Control": "no-store" },
        });
      const shaped = operation.response.parse(result) as Record<string, unknown>;
      const canonical = operation.canonicalId && String(shaped[operation.canonicalId]);
      if (canonical && canonical !== (params as Record<string, unknown>)[operation.canonicalId!])
        return canonicalRedirect(`${url.origin}/api/v1${fill(operation.path, shaped)}${url.search}`, cors, options);
      const text = JSON.stringify(shaped);
      const headers: Record<string, string> = {
        ...cors,
        ...limitFields,
        "Content-Type": "application/json",
        ...options.headers?.(text),
      };
      if (operation.paginated) headers.Link = linkHeader(request.url, shaped as { page: number; pageCount: number })!;
      if (operation.location) headers.Location = `${url.origin}/api/v1${fill(operation.location, shaped)}`;
      if (operation.method !== "GET") {
        headers["Cache-Control"] = "no-store";
        return new Response(text, { status: operation.status, headers });
      }
      // Every GET has a validator, so If-None-Match (`*` included) answers 304 wherever the resource exists.
      headers.ETag = etagOf(text);
      headers["Cache-Control"] =
        operation.access === "public" ? (options.cacheControl ?? PUBLIC_CACHE_CONTROL) : "private, no-store";
      if (matches(request.headers.get("if-none-match"), headers.ETag))
        return new Response(null, { status: 304, headers });
      return new Response(text, { status: operation.status, headers });
    } catch (error) {
      return errorResponse(error, { ...cors, ...limitFields });
    }
  };
}
