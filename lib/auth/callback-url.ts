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
