// One registration as the event's organizer sees it: the list that stands
// and every earlier submission. Nobody else gets it (ownership in the query).
import "server-only";
import { prisma } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { playerName, snapshotSelect, toSnapshotView, type SnapshotView } from "./snapshot-view";

export interface OrganizerRegistration {
  registrationId: string;
  event: { id: string; name: string; formatId: string; heldOn: Date };
  player: string;
  withdrawn: boolean;
  registeredAt: Date;
  current: SnapshotView;
  /** Every submission, newest first (the current one included). */
  history: SnapshotView[];
}

export async function getRegistration(options: {
  eventId: string;
  registrationId: string;
  organizerId: string;
}): Promise<OrganizerRegistration> {
  const row = await prisma.registration.findFirst({
    where: {
      id: options.registrationId,
      eventId: options.eventId,
      event: { organizerId: options.organizerId },
      currentSnapshotId: { not: null },
    },
    select: {
      id: true,
      createdAt: true,
      withdrawnAt: true,
      shareEmail: true,
      event: { select: { id: true, name: true, formatId: true, heldOn: true } },
      player: { select: { handle: true, email: true } },
      currentSnapshot: { select: snapshotSelect },
      snapshots: { orderBy: { number: "desc" }, select: snapshotSelect },
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "No such registration.");
  return {
    registrationId: row.id,
    event: row.event,
    player: playerName(row.player, { withEmail: row.shareEmail }),
    withdrawn: row.withdrawnAt !== null,
    registeredAt: row.createdAt,
    current: toSnapshotView(row.currentSnapshot!),
    history: row.snapshots.map(toSnapshotView),
  };
}
