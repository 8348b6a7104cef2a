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
  /** Absent: the operation answers 204 with no body. */
  response?: R;
  status: 200 | 201 | 204;
  /** Lists answer a page (page, pageSize, total, pageCount, items) with Link headers. */
  paginated?: boolean;
  /** Error statuses the operation may answer, each with the one error body. */
  errors: readonly number[];
  example: OperationExample;
}

/** Keeps each operation's schema types, so handlers get typed input. */
export function defineOperation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  operation: Operation<P, Q, B, R>,
): Operation<P, Q, B, R> {
  return operation;
}
