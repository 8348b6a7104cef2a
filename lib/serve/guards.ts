// Requests refused before Next sees them: methods Starport does not answer,
// addresses no page can match, cross-origin writes to pages (server actions),
// API bodies holding a NUL character (a page's form gets it as a tab), and
// bodies or headers beyond the server's caps. Pure decisions; the server (server.ts) turns them into
// responses.
import { allowedMethods } from "../api/allowed-methods";
import { corsHeaders } from "../api/cors";
import { REFUSED_ACTION_MARKER } from "../http/refused-action";

/** The largest request body the server reads (Next's own default for server actions is 1 MB). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
/** Paths the server is told read a larger body (scripts/serve.ts: "Import my data"). */
export type LargerBodies = Readonly<Record<string, number>>;

export const bodyLimit = (path: string, larger: LargerBodies = {}) => larger[path] ?? MAX_REQUEST_BODY_BYTES;
/** The largest request head (request line and headers) Node parses. */
export const MAX_HEADER_BYTES = 16 * 1024;

export type Refusal = {
  status: 400 | 403 | 405 | 413 | 431;
  /** On a 405: the methods the address answers. */
  allow?: string[];
  code: "BAD_QUERY" | "METHOD_NOT_ALLOWED" | "FORBIDDEN" | "TOO_LARGE" | "HEADERS_TOO_LARGE";
  message: string;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const METHODS = new Set([...SAFE_METHODS, "POST", "PUT", "PATCH", "DELETE"]);

export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** TRACE, CONNECT and the like: Next's route handlers throw on them. */
export function methodRefusal(method: string): Refusal | null {
  return METHODS.has(method)
    ? null
    : { status: 405, code: "METHOD_NOT_ALLOWED", message: `Starport does not answer ${method} requests.` };
}

/** A method no API operation takes at an address where others do: 405 with Allow. */
export function apiMethodRefusal(method: string, path: string): Refusal | null {
  if (!path.startsWith("/api/v1/")) return null;
  const allow = allowedMethods(path);
  if (!allow || allow.includes(method)) return null;
  return {
    status: 405,
    code: "METHOD_NOT_ALLOWED",
    message: `${path} answers ${allow.join(", ")}, not ${method}.`,
    allow,
  };
}

/**
 * An address no page or record can match: a NUL character anywhere (PostgreSQL
 * text cannot hold one, and refuses the query), or a path that is not valid
 * percent-encoded UTF-8 (Next throws decoding it into a page's parameters).
 */
export function addressRefusal(target: string): Refusal | null {
  if (/%00/i.test(target))
    return { status: 400, code: "BAD_QUERY", message: "The address holds a NUL character (%00)." };
  try {
    decodeURIComponent(target.split("?", 1)[0]!);
    return null;
  } catch {
    return { status: 400, code: "BAD_QUERY", message: "The address's path is not valid percent-encoded UTF-8." };
  }
}

/** A request that runs a server action with JavaScript: its body holds the action's arguments (parsed by the action: lib/http/action-input.ts). */
export function isActionRequest(method: string, nextActionHeader: string | string[] | undefined): boolean {
  return method === "POST" && nextActionHeader !== undefined;
}

export const nulInBody: Refusal = {
  status: 400,
  code: "BAD_QUERY",
  message: "The request body holds a NUL character, which Starport cannot store.",
};

const BACKSLASH = 0x5c;
const PERCENT = 0x25;
const ZERO = 0x30;
const NINE = 0x39;
const TAB = 0x09;
const LETTER_U = 0x75;

/**
 * Finds a NUL character in a body as its chunks arrive, in one pass over the
 * bytes: a raw 0 byte, JSON's escape \u0000 (after an odd run of backslashes:
 * an even run is a literal backslash followed by the text "u0000"), or %00 in
 * a URL-encoded form. A match may span chunks. With `toTab`, each NUL is made a
 * tab in place by changing only the byte that completes it (0 → 9, the last
 * "0" of \u0000 or %00 → "9"), so no byte already passed on has to change and
 * the body keeps its length.
 */
export class NulScanner {
  /** The byte before is a backslash that escapes the next one. */
  private escaping = false;
  /** How much of "u0000" follows an escaping backslash (0: none). */
  private escape = 0;
  /** How much of "%00" has been read (0: none). */
  private percent = 0;

  constructor(private readonly formEncoded: boolean) {}

  /** True when this chunk completes a NUL (without `toTab`, stops there). */
  push(chunk: Uint8Array, toTab = false): boolean {
    let found = false;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (!this.completesNul(byte)) continue;
      if (!toTab) return true;
      found = true;
      chunk[i] = byte === 0 ? TAB : NINE;
    }
    return found;
  }

  /** Reads one byte: true when it completes a NUL (a raw 0, the last "0" of \u0000 or of %00). */
  private completesNul(byte: number): boolean {
    let nul = byte === 0;
    if (nul) this.escape = 0;
    else if (this.escape > 0 && byte === ZERO) {
      if (++this.escape === 5) {
        nul = true;
        this.escape = 0;
      }
    } else this.escape = this.escaping && byte === LETTER_U ? 1 : 0;
    this.escaping = byte === BACKSLASH && !this.escaping;
    if (this.formEncoded) {
      if (byte === PERCENT) this.percent = 1;
      else if (this.percent > 0 && byte === ZERO) {
        if (++this.percent === 3) {
          nul = true;
          this.percent = 0;
        }
      } else this.percent = 0;
    }
    return nul;
  }
}

/** The host an Origin header names ("http://127.0.0.1:3000" → "127.0.0.1:3000"), or null when it names none. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

/**
 * A write to a page is a server action (with JavaScript, a `Next-Action`
 * header; without, a form post): it must come from our own origin, which is the
 * public URL's or, as Next itself rules, any Origin whose host is the host the
 * request came to (the site opened at 127.0.0.1 or a LAN address). API routes
 * decide for themselves (next-auth checks its CSRF token; the public API is
 * open to any site by design), unless the request names an action.
 */
export function crossOriginRefusal(request: {
  method: string;
  path: string;
  headers: { origin?: string; "sec-fetch-site"?: string; "next-action"?: string };
  allowedOrigins: readonly string[];
  /** The host the request came to: Host, or a trusted proxy's X-Forwarded-Host. */
  host?: string;
}): Refusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (isApiPath(request.path) && request.headers["next-action"] === undefined) return null;
  const { origin } = request.headers;
  const crossSite = request.headers["sec-fetch-site"] === "cross-site";
  // No Origin at all is not a browser (browsers send one with every POST), so not a forged request.
  const sameOrigin =
    origin === undefined ||
    request.allowedOrigins.includes(origin) ||
    (request.host !== undefined && originHost(origin) === request.host.toLowerCase());
  if (!crossSite && sameOrigin) return null;
  return {
    status: 403,
    code: "FORBIDDEN",
    message: `This site takes changes only from its own pages (origin ${origin ?? "unknown"} is another site).`,
  };
}

/** A declared Content-Length beyond the cap. */
export function declaredBodyRefusal(contentLength: string | undefined, limit = MAX_REQUEST_BODY_BYTES): Refusal | null {
  if (contentLength === undefined) return null;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > limit ? bodyTooLarge(limit) : null;
}

export function bodyTooLarge(limit = MAX_REQUEST_BODY_BYTES): Refusal {
  return {
    status: 413,
    code: "TOO_LARGE",
    message: `The request body is larger than ${Math.round(limit / 1024)} kB.`,
  };
}

export function headersTooLarge(limit = MAX_HEADER_BYTES): Refusal {
  return {
    status: 431,
    code: "HEADERS_TOO_LARGE",
    message: `The request headers are larger than ${Math.round(limit / 1024)} kB.`,
  };
}

/**
 * The refusal as a response body: JSON on API paths (the API's error shape, with its CORS headers, so a page
 * on another site reads the reason), plain text elsewhere. A server
 * action's caller (Next's client) shows the text of a 4xx answer only when its type is exactly `text/plain`.
 */
export function refusalBody(
  refusal: Refusal,
  path: string | null,
  forAction = false,
): { contentType: string; body: string; headers?: Record<string, string> } {
  if (path === null || isApiPath(path)) {
    return {
      contentType: "application/json",
      headers: { ...corsHeaders([]), ...(refusal.allow ? { Allow: refusal.allow.join(", ") } : {}) },
      body: JSON.stringify({ error: { code: refusal.code, message: refusal.message } }),
    };
  }
  if (forAction) return { contentType: "text/plain", body: `${REFUSED_ACTION_MARKER}${refusal.message}` };
  return { contentType: "text/plain; charset=utf-8", body: `${refusal.message}\n` };
}

/** The path of a request line at the start of raw bytes ("POST /api/x HTTP/1.1"), when it is there. */
export function requestLinePath(raw: Buffer | undefined): string | null {
  const line = raw?.subarray(0, 8192).toString("latin1").split("\r\n", 1)[0];
  const target = line?.match(/^[A-Z]+ (\S+) HTTP\/\d/)?.[1];
  return target ? target.split("?", 1)[0]! : null;
}
