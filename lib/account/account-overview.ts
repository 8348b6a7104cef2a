// What /account shows: the profile, how the account signs in, its sessions
// and the recent events its owner should know about.
import "server-only";
import { prisma } from "@/lib/db";
import { listAccountEvents } from "@/lib/auth/account-events";
import { staffPages } from "@/lib/players/staff-pages";

export async function getAccountOverview({ userId, now = new Date() }: { userId: string; now?: Date }) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      email: true,
      name: true,
      handle: true,
      bio: true,
      roles: true,
      createdAt: true,
      passwordHash: true,
      accounts: { select: { provider: true }, orderBy: { provider: "asc" } },
      _count: { select: { decks: true, sessions: { where: { expires: { gt: now } } } } },
    },
  });
  if (!user) return null;
  return {
    email: user.email,
    name: user.name,
    handle: user.handle,
    bio: user.bio,
    /** "player" for everyone, then any role granted from the command line. */
    roles: ["player", ...user.roles.map((r) => r.toLowerCase())],
    staffPages: staffPages(user.roles),
    createdAt: user.createdAt,
    hasPassword: user.passwordHash !== null,
    providers: user.accounts.map((a) => a.provider),
    deckCount: user._count.decks,
    sessionCount: user._count.sessions,
    events: await listAccountEvents({ userId }),
  };
}

export type AccountOverview = NonNullable<Awaited<ReturnType<typeof getAccountOverview>>>;
