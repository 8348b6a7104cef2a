// A player's own registrations: every event they registered for with the list
// that stands, and, for one event, that list with its earlier submissions.
import "server-only";
import { prisma } from "@/lib/db";
import { isoDateOf } from "@/lib/rules/dates";
import { snapshotSelect, toSnapshotView, type SnapshotView } from "./snapshot-view";

export interface MyRegistration {
  registrationId: string;
  event: { id: string; name: string; heldOn: string; formatName: string };
  withdrawn: boolean;
  snapshot: SnapshotView;
}

export async function listMyRegistrations(options: { playerId: string }): Promise<MyRegistration[]> {
  const rows = await prisma.registration.findMany({
    where: { playerId: options.playerId, currentSnapshotId: { not: null } },
    orderBy: [{ event: { heldOn: "desc" } }, { id: "asc" }],
    select: {
      id: true,
      withdrawnAt: true,
      event: { select: { id: true, name: true, heldOn: true, format: { select: { name: true } } } },
      currentSnapshot: { select: snapshotSelect },
    },
  });
  return rows.map((r) => ({
    registrationId: r.id,
    event: { id: r.event.id, name: r.event.name, heldOn: isoDateOf(r.event.heldOn), formatName: r.event.format.name },
    withdrawn: r.withdrawnAt !== null,
    snapshot: toSnapshotView(r.currentSnapshot!),
  }));
}

export interface MyEventRegistration {
  registrationId: string;
  withdrawn: boolean;
  current: SnapshotView;
  /** Earlier submissions, newest first. */
  earlier: Pick<SnapshotView, "number" | "deckName" | "hash" | "legal" | "createdAt">[];
}

/** The player's registration for one event, or null when they never registered. */
export async function getMyRegistration(options: {
  eventId: string;
  playerId: string;
}): Promise<MyEventRegistration | null> {
  const row = await prisma.registration.findUnique({
    where: { eventId_playerId: { eventId: options.eventId, playerId: options.playerId } },
    select: {
      id: true,
      withdrawnAt: true,
      currentSnapshot: { select: snapshotSelect },
      snapshots: {
        orderBy: { number: "desc" },
        select: { id: true, number: true, deckName: true, hash: true, legal: true, createdAt: true },
      },
    },
  });
  if (!row?.currentSnapshot) return null;
  const current = toSnapshotView(row.currentSnapshot);
  return {
    registrationId: row.id,
    withdrawn: row.withdrawnAt !== null,
    current,
    earlier: row.snapshots.filter((s) => s.id !== current.id).map(({ id: _id, ...s }) => s),
  };
}
