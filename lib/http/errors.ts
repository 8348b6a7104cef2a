// One error type for the app's boundaries, and one mapping to HTTP responses.
import { ZodError } from "zod";

export type AppErrorCode = "NOT_FOUND" | "FORBIDDEN" | "CONFLICT" | "INVALID_INPUT" | "BAD_QUERY" | "RATE_LIMITED";

const STATUS: Record<AppErrorCode, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  INVALID_INPUT: 422,
  BAD_QUERY: 400,
  RATE_LIMITED: 429,
};

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  error: { code: AppErrorCode | "INTERNAL"; message: string; issues?: { field: string; message: string }[] } & Record<string, unknown>;
}

export function toErrorResponse(error: unknown, headers?: HeadersInit): Response {
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({ field: i.path.join(".") || "(body)", message: i.message }));
    const body: ErrorBody = {
      error: { code: "INVALID_INPUT", message: issues.map((i) => `${i.field}: ${i.message}`).join("; "), issues },
    };
    return Response.json(body, { status: 422, headers });
  }
  if (error instanceof AppError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message, ...error.details } };
    return Response.json(body, { status: STATUS[error.code], headers });
  }
  console.error(error);
  const body: ErrorBody = { error: { code: "INTERNAL", message: "Something went wrong on our side." } };
  return Response.json(body, { status: 500, headers });
}
