// What one API operation declares: its method and path, who may call it, the
// zod schemas for its parameters, query, body and response, and an example.
// Route handlers parse and shape with these schemas, and the OpenAPI document
// is generated from them: one source. Pure.
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** public: anyone, with CORS and cache validators; read / write: a personal token with at least that scope. */
type Access = "public" | "read" | "write";

interface OperationExample {
  /** The path as a client sends it, under /api/v1, query string included. */
  request: string;
  body?: unknown;
  /** What the server answers (absent for 204). */
  response?: unknown;
}

export interface Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  method: Method;
  /** Under /api/v1, with {name} for path parameters. */
  path: string;
  tag: "Cards" | "Rules" | "Decks" | "Your decks" | "Players" | "API";
  summary: string;
  description: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** A body the operation also reads as text/plain (declared beside the JSON one). */
  textBody?: z.ZodType;
  /** Absent: the operation answers 204 with no body. */
  response?: R;
  status: 200 | 201 | 204;
  /** For 201: the created resource's path under /api/v1, {field} taken from the answer; sent as Location. */
  location?: string;
  /**
   * The path parameter naming the resource in any case (its one case-insensitive lookup); an answer found under
   * another spelling is a 308 to the canonical id, the answer's field of the same name.
   */
  canonicalId?: string;
  /** Lists answer a page (page, pageSize, total, pageCount, items) with Link headers. */
  paginated?: boolean;
  /** Error statuses of its own (those every operation of its kind answers are added by declaredStatuses). */
  errors: readonly number[];
  example: OperationExample;
}

/** Keeps each operation's schema types, so handlers get typed input. */
export function defineOperation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  operation: Operation<P, Q, B, R>,
): Operation<P, Q, B, R> {
  return operation;
}

/**
 * Every status the operation can answer besides its success, each with the one error body: its own, and those
 * the machinery gives every operation of its kind (308 to a canonical id, the edge's 405 for another method at the address, its 400 for a NUL or undecodable path, 422 for a
 * parameter out of bounds, 400/413/415 for a body, 304 to If-None-Match on a GET, the token's 401/403/429).
 */
export function declaredStatuses(operation: Operation): number[] {
  // 405: the edge answers another method at this operation's address with Allow and the one error body.
  const statuses = new Set<number>([400, 405, ...operation.errors]);
  if (operation.method === "GET") statuses.add(304);
  if (operation.canonicalId) statuses.add(308);
  if (operation.params || operation.query) statuses.add(422);
  if (operation.body) for (const status of [413, 415, 422]) statuses.add(status);
  if (operation.access !== "public") statuses.add(401);
  if (operation.access === "write") for (const status of [403, 429]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** A write with a token is counted against the API's write limits, and its answer announces them (RateLimit fields). */
export const isRateLimited = (operation: Operation) => operation.access !== "public" && operation.method !== "GET";
