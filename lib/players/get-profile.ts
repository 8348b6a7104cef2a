import "server-only";
import { prisma } from "../db";

export type ProfileDeckOrder = "newest" | "likes" | "name";

/**
 * A player's public profile by handle (any case), or where a reserved old
 * handle now points (`movedTo`), or null. Only public, undeleted decks count.
 */
export async function getProfile({ handle, order = "newest" }: { handle: string; order?: ProfileDeckOrder }) {
  const user = await prisma.user.findUnique({
    where: { handle },
    select: { id: true, handle: true, bio: true, createdAt: true },
  });
  if (!user) {
    const reservation = await prisma.handleReservation.findFirst({
      where: { handle, expiresAt: { gt: new Date() } },
      select: { user: { select: { handle: true } } },
    });
    return reservation ? { movedTo: reservation.user.handle, profile: null } : null;
  }
  const shared = { ownerId: user.id, visibility: "PUBLIC" as const, deletedAt: null };
  const [decks, likesReceived, events] = await Promise.all([
    prisma.deck.findMany({
      where: shared,
      orderBy:
        order === "likes"
          ? [{ likes: { _count: "desc" } }, { createdAt: "desc" }]
          : order === "name"
            ? [{ name: "asc" }, { id: "asc" }]
            : [{ createdAt: "desc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        createdAt: true,
        format: { select: { name: true } },
        _count: { select: { likes: true } },
      },
      take: 100,
    }),
    prisma.deckLike.count({ where: { deck: shared } }),
    prisma.event.findMany({
      where: { organizerId: user.id, visibility: "LISTED" },
      orderBy: { heldOn: "desc" },
      select: { id: true, name: true, heldOn: true },
      take: 50,
    }),
  ]);
  return {
    movedTo: null,
    profile: {
      handle: user.handle,
      bio: user.bio,
      joinedAt: user.createdAt,
      likesReceived,
      decks: decks.map((d) => ({
        id: d.id,
        name: d.name,
        format: d.format.name,
        createdAt: d.createdAt,
        likes: d._count.likes,
      })),
      events,
    },
  };
}

export type Profile = NonNullable<NonNullable<Awaited<ReturnType<typeof getProfile>>>["profile"]>;
