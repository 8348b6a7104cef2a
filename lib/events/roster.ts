// The organizer's roster: players registered now with their list's name,
// verdict (and reasons), hash and times; sorted, filtered and paged in the
// query. Only the event's organizer gets one (ownership in the query).
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { noSuchEvent } from "./event-errors";
import type { RosterQuery } from "./schemas";
import { playerName, reasonsOf, snapshotSelect, toSnapshotView, type SnapshotView } from "./snapshot-view";

export const ROSTER_PAGE_SIZE = 50;

export interface RosterEntry {
  registrationId: string;
  player: string;
  registeredAt: Date;
  snapshot: SnapshotView;
  reasons: string[];
}

export interface Roster {
  event: { id: string; name: string };
  entries: RosterEntry[];
  /** Entries matching the filter. */
  total: number;
  page: number;
  pageCount: number;
  counts: { registered: number; legal: number; illegal: number; withdrawn: number };
}

export const ROSTER_ORDER: Record<RosterQuery["sort"], Prisma.RegistrationOrderByWithRelationInput[]> = {
  registered: [{ createdAt: "asc" }, { id: "asc" }],
  player: [{ player: { handle: "asc" } }, { id: "asc" }],
  deck: [{ currentSnapshot: { deckName: "asc" } }, { id: "asc" }],
  // Lists that are not legal first: they are the ones to look at.
  verdict: [{ currentSnapshot: { legal: "asc" } }, { createdAt: "asc" }, { id: "asc" }],
};

export const rosterSelect = {
  id: true,
  createdAt: true,
  shareEmail: true,
  player: { select: { handle: true, email: true } },
  currentSnapshot: { select: snapshotSelect },
} satisfies Prisma.RegistrationSelect;
type RosterRow = Prisma.RegistrationGetPayload<{ select: typeof rosterSelect }>;

export function toRosterEntry(row: RosterRow): RosterEntry {
  const snapshot = toSnapshotView(row.currentSnapshot!);
  return {
    registrationId: row.id,
    player: playerName(row.player, { withEmail: row.shareEmail }),
    registeredAt: row.createdAt,
    snapshot,
    reasons: reasonsOf(snapshot.verdict),
  };
}

/** Active registrations of the organizer's event matching the query's filter and search. */
export function rosterWhere(options: {
  eventId: string;
  organizerId: string;
  query?: Pick<RosterQuery, "verdict" | "q">;
}): Prisma.RegistrationWhereInput {
  const q = options.query?.q ?? "";
  const verdict = options.query?.verdict ?? "all";
  return {
    eventId: options.eventId,
    event: { organizerId: options.organizerId },
    withdrawnAt: null,
    currentSnapshotId: { not: null },
    ...(verdict === "all" ? {} : { currentSnapshot: { legal: verdict === "legal" } }),
    ...(q
      ? {
          OR: [
            { player: { handle: { contains: q, mode: "insensitive" } } },
            // Only the emails players agreed to show: a search must not find the others.
            { shareEmail: true, player: { email: { contains: q, mode: "insensitive" } } },
            { currentSnapshot: { deckName: { contains: q, mode: "insensitive" } } },
          ],
        }
      : {}),
  };
}

export async function getRoster(options: {
  eventId: string;
  organizerId: string;
  query: RosterQuery;
}): Promise<Roster> {
  const event = await prisma.event.findFirst({
    where: { id: options.eventId, organizerId: options.organizerId },
    select: { id: true, name: true },
  });
  if (!event) throw noSuchEvent();
  const where = rosterWhere(options);
  const all = { eventId: event.id, currentSnapshotId: { not: null } } satisfies Prisma.RegistrationWhereInput;
  const [total, rows, registered, legal, withdrawn] = await Promise.all([
    prisma.registration.count({ where }),
    prisma.registration.findMany({
      where,
      orderBy: ROSTER_ORDER[options.query.sort],
      skip: (options.query.page - 1) * ROSTER_PAGE_SIZE,
      take: ROSTER_PAGE_SIZE,
      select: rosterSelect,
    }),
    prisma.registration.count({ where: { ...all, withdrawnAt: null } }),
    prisma.registration.count({ where: { ...all, withdrawnAt: null, currentSnapshot: { legal: true } } }),
    prisma.registration.count({ where: { ...all, withdrawnAt: { not: null } } }),
  ]);
  return {
    event,
    entries: rows.map(toRosterEntry),
    total,
    page: options.query.page,
    pageCount: Math.max(1, Math.ceil(total / ROSTER_PAGE_SIZE)),
    counts: { registered, legal, illegal: registered - legal, withdrawn },
  };
}
