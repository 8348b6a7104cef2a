// Where to go after signing in. Only this site's pages are accepted, so a
// crafted link cannot send a player elsewhere after they sign in.
export function safeCallbackUrl(
  value: string | string[] | undefined | null,
  options: { origin?: string; fallback?: string } = {},
): string {
  const fallback = options.fallback ?? "/";
  const url = Array.isArray(value) ? value[0] : value;
  if (!url) return fallback;
  // Resolve it as a browser would (which drops tabs and newlines, so "/\t/evil.example"
  // means "//evil.example"), then keep it only if it stays on this site.
  const site = new URL(options.origin ?? "http://starport.invalid");
  try {
    const parsed = new URL(url, site);
    return parsed.origin === site.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** `/signin?callbackUrl=…` for a "sign in to do this" link that returns here. */
export function signInPath(returnTo: string): string {
  const target = safeCallbackUrl(returnTo);
  return target === "/" ? "/signin" : `/signin?callbackUrl=${encodeURIComponent(target)}`;
}

/**
 * Whether next-auth may take `value` as a callback URL: a path on this site or
 * an address on `origin`. next-auth answers 500 to anything it cannot parse
 * (`http://localhost:3000x/`), so such values are dropped before it sees them.
 */
export function isThisSitesCallbackUrl(value: string, origin: string): boolean {
  try {
    const site = new URL(origin).origin;
    // next-auth resolves only values starting with "/" against the site; it parses the rest alone.
    return new URL(value, value.startsWith("/") ? site : undefined).origin === site;
  } catch {
    return false;
  }
}

/** next-auth's callback-url cookie, under http and https. */
export const CALLBACK_URL_COOKIES = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];
