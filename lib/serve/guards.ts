// Requests refused before Next sees them: cross-origin writes to pages (server
// actions), and bodies or headers beyond the server's caps. Pure decisions; the
// server (server.ts) turns them into responses.

/** The largest request body the server reads (Next's own default for server actions is 1 MB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The largest request head (request line and headers) Node parses. */
export const MAX_HEADER_BYTES = 16 * 1024;

export type Refusal = { status: 403 | 413 | 431; code: "FORBIDDEN" | "PAYLOAD_TOO_LARGE" | "HEADERS_TOO_LARGE"; message: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * A write to a page is a server action (with JavaScript, a `Next-Action`
 * header; without, a form post): it must come from our own origin. API routes
 * decide for themselves (next-auth checks its CSRF token; the public API is
 * open to any site by design), unless the request names an action.
 */
export function crossOriginRefusal(request: {
  method: string;
  path: string;
  headers: { origin?: string; "sec-fetch-site"?: string; "next-action"?: string };
  allowedOrigins: readonly string[];
}): Refusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (isApiPath(request.path) && request.headers["next-action"] === undefined) return null;
  const { origin } = request.headers;
  const crossSite = request.headers["sec-fetch-site"] === "cross-site";
  // No Origin at all is not a browser (browsers send one with every POST), so not a forged request.
  if (!crossSite && (origin === undefined || request.allowedOrigins.includes(origin))) return null;
  return { status: 403, code: "FORBIDDEN", message: `Requests that change data must come from this site (origin ${origin ?? "unknown"} is not allowed).` };
}

/** A declared Content-Length beyond the cap. */
export function declaredBodyRefusal(contentLength: string | undefined, limit = MAX_BODY_BYTES): Refusal | null {
  if (contentLength === undefined) return null;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > limit ? bodyTooLarge(limit) : null;
}

export function bodyTooLarge(limit = MAX_BODY_BYTES): Refusal {
  return { status: 413, code: "PAYLOAD_TOO_LARGE", message: `The request body is larger than ${Math.round(limit / 1024)} kB.` };
}

export function headersTooLarge(limit = MAX_HEADER_BYTES): Refusal {
  return { status: 431, code: "HEADERS_TOO_LARGE", message: `The request headers are larger than ${Math.round(limit / 1024)} kB.` };
}

/** The refusal as a response body: JSON on API paths (the API's error shape), plain text elsewhere. */
export function refusalBody(refusal: Refusal, path: string | null): { contentType: string; body: string } {
  if (path === null || isApiPath(path)) {
    return { contentType: "application/json", body: JSON.stringify({ error: { code: refusal.code, message: refusal.message } }) };
  }
  return { contentType: "text/plain; charset=utf-8", body: `${refusal.message}\n` };
}

/** The path of a request line at the start of raw bytes ("POST /api/x HTTP/1.1"), when it is there. */
export function requestLinePath(raw: Buffer | undefined): string | null {
  const line = raw?.subarray(0, 8192).toString("latin1").split("\r\n", 1)[0];
  const target = line?.match(/^[A-Z]+ (\S+) HTTP\/\d/)?.[1];
  return target ? target.split("?", 1)[0]! : null;
}
