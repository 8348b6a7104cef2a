"use client";
// The signed-in player as the browser sees them, read once per page load from
// next-auth's session endpoint (which answers 200 either way). Cached pages are
// the same for everyone, so islands that differ per player ask here first
// rather than calling a per-player route that would answer a visitor 401.
// Signing in or out reloads the page, which starts a fresh read.
export interface SessionUser {
  name: string | null;
  email: string;
  handle: string;
}

type Session = { user?: SessionUser };

let read: Promise<SessionUser | null> | undefined;

export function readSessionUser(): Promise<SessionUser | null> {
  read ??= fetch("/api/auth/session")
    .then((response): Promise<Session> | Session => (response.ok ? response.json() : {}))
    .then((session) => session.user ?? null)
    .catch(() => {
      read = undefined;
      return null;
    });
  return read;
}
