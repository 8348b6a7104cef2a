// next-auth's cookies are Secure, with its __Secure- / __Host- prefixes, when
// the public URL is https: the browser then never sends them over plain http.
// Decided from NEXTAUTH_URL (the configured public URL), not from the request.
export function usesSecureCookies(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith("https://") ?? false;
}

/** The session cookie's name, as next-auth names it for this public URL. */
export function sessionCookieName(publicUrl: string | undefined): string {
  return `${usesSecureCookies(publicUrl) ? "__Secure-" : ""}next-auth.session-token`;
}
