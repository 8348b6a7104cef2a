// One error type for the app's boundaries, and one mapping from it (and from
// zod) to what a boundary answers: an HTTP response or a form/action result.
import { ZodError } from "zod";

export type AppErrorCode =
  | "NOT_FOUND"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "CONFLICT"
  | "INVALID_INPUT"
  | "BAD_QUERY"
  | "TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED";

const STATUS: Record<AppErrorCode, number> = {
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  INVALID_INPUT: 422,
  BAD_QUERY: 400,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
};

export interface FieldIssue {
  field: string;
  message: string;
}

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown> & { issues?: FieldIssue[] },
  ) {
    super(message);
  }
}

/** INVALID_INPUT naming one field: the message is shown next to it. */
export function invalidInput(field: string, message: string): AppError {
  return new AppError("INVALID_INPUT", message, { issues: [{ field, message }] });
}

/** What a boundary tells the client about an expected error. */
export interface ErrorDetail extends Record<string, unknown> {
  code: AppErrorCode;
  message: string;
  issues?: FieldIssue[];
  /** CONFLICT on a deck: the version now stored, for "Keep mine". */
  currentVersion?: number;
}

/** The expected error as data, or null for anything else (a bug: let it surface). */
export function describeError(error: unknown): ErrorDetail | null {
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({ field: i.path.join(".") || "(body)", message: i.message }));
    return { code: "INVALID_INPUT", message: issues.map((i) => `${i.field}: ${i.message}`).join("; "), issues };
  }
  if (error instanceof AppError) return { ...error.details, code: error.code, message: error.message };
  return null;
}

interface ErrorBody {
  error: ErrorDetail | { code: "INTERNAL"; message: string };
}

export function toErrorResponse(error: unknown, headers?: HeadersInit): Response {
  const detail = describeError(error);
  if (detail) return Response.json({ error: detail } satisfies ErrorBody, { status: STATUS[detail.code], headers });
  console.error(error);
  const body: ErrorBody = { error: { code: "INTERNAL", message: "Something went wrong on our side." } };
  return Response.json(body, { status: 500, headers });
}
