// The registered lists of an event, public once it is over if its organizer
// chose to publish them; before that (or without that choice) there are none
// to show.
import "server-only";
import { prisma } from "@/lib/db";
import { noSuchEvent } from "./event-errors";
import { playerName, snapshotSelect, toSnapshotView, type SnapshotView } from "./snapshot-view";
import { listsArePublic } from "./visibility";

export interface PublishedList {
  player: string;
  snapshot: SnapshotView;
}

/** The lists that stand, by player name; null while they are not public. */
export async function getPublishedLists(options: { eventId: string; now?: Date }): Promise<PublishedList[] | null> {
  const event = await prisma.event.findUnique({
    where: { id: options.eventId },
    select: { heldOn: true, publishLists: true },
  });
  if (!event) throw noSuchEvent();
  if (!listsArePublic(event, options.now ?? new Date())) return null;
  const rows = await prisma.registration.findMany({
    where: { eventId: options.eventId, withdrawnAt: null, currentSnapshotId: { not: null } },
    orderBy: [{ player: { handle: "asc" } }, { id: "asc" }],
    select: { player: { select: { handle: true, email: true } }, currentSnapshot: { select: snapshotSelect } },
  });
  return rows.map((r) => ({
    player: playerName(r.player, { withEmail: false }),
    snapshot: toSnapshotView(r.currentSnapshot!),
  }));
}
