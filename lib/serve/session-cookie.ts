// Whether a request carries a session: next-auth's session cookie, under its
// plain or __Secure- name, whole or in chunks (.0, .1…). Such a request is never
// answered from, nor kept as, a shared response (lib/cache/shared-routes.ts).
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;

export function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}
