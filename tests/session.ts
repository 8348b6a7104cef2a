// Server actions called in integration tests as a chosen player would call them: importing this module replaces the
// session (requireUser, getCurrentUser, requireSession) with the player given to `signIn`; `useSession()` signs everyone
// out before each test. Import it before the actions (they are imported in beforeAll, after useTestDatabase()).
import { beforeEach, vi } from "vitest";

type SessionUser = { id: string; email: string; name: string | null };

const session = vi.hoisted(() => ({
  user: null as { id: string; email: string; name: string | null } | null,
  sessionToken: "",
}));
vi.mock("@/lib/auth/current-user", async () => {
  const { AppError } = await import("@/lib/http/errors");
  const requireUser = async () => {
    if (!session.user) throw new AppError("FORBIDDEN", "Sign in to do that.");
    return session.user;
  };
  return {
    getCurrentUser: async () => session.user,
    requireUser,
    requireSession: async () => ({ user: await requireUser(), sessionToken: session.sessionToken }),
  };
});

/** Who the next action runs as (with the session's token, for actions that need it); null for a visitor. */
export function signIn(player: SessionUser | null, sessionToken = ""): void {
  session.user = player && { id: player.id, email: player.email, name: player.name };
  session.sessionToken = sessionToken;
}

/** Starts each test of the file signed out. */
export function useSession(): void {
  beforeEach(() => signIn(null));
}

/** A form as the page's form would send it. */
export function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
