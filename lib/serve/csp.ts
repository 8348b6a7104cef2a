// The Content Security Policy and the other security headers, built in one
// place for every response. Scripts are allowed by a per-request nonce (pages
// rendered for this request: Next puts the nonce on its scripts) or by the
// hashes of a cached page's own inline scripts, never by 'unsafe-inline'.
import { createHash, randomBytes } from "node:crypto";

export interface PolicyOptions {
  /** Script sources beyond 'self': `'nonce-…'` or `'sha256-…'` entries. */
  scripts: readonly string[];
  /** The public URL is https: upgrade insecure requests (and send HSTS, below). */
  https: boolean;
  /** `next dev` evaluates code for its error overlay and hot reload. */
  dev: boolean;
  /** Where a sign-in form may send the browser (OAuth providers). */
  formActions?: readonly string[];
}

export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...options.scripts, ...(options.dev ? ["'unsafe-eval'"] : [])].join(" ")}`.trim(),
    // React sets style attributes; styles cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${options.formActions?.length ? ` ${options.formActions.join(" ")}` : ""}`,
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Headers every response carries, whatever it is. */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(options.https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(attributes)?.[1];

/**
 * The `'sha256-…'` sources for a cached page's inline scripts: only those that
 * carry the nonce Next put on its own scripts when it rendered the page (the
 * document's first script is Next's, in the head). A script that found its way
 * into the content without that nonce gets no hash, so it does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  let renderNonce: string | undefined;
  let first = true;
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    const nonce = attribute(attributes, "nonce");
    if (first) {
      renderNonce = nonce;
      first = false;
    }
    if (renderNonce === undefined || nonce !== renderNonce || attribute(attributes, "src") !== undefined || body === "")
      continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
