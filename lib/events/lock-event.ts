// Reads an event inside a transaction with its row locked (FOR UPDATE), so
// registrations, edits and deletion of one event happen one at a time: two
// players taking the last place at once are served in turn, and the second
// finds the event full.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface LockedEvent {
  id: string;
  organizerId: string;
  formatId: string;
  heldOn: Date;
  registrationClosesAt: Date;
  playerCap: number | null;
  refuseIllegal: boolean;
}

/** The event, locked until the transaction ends; null when it does not exist (or is not the organizer's, when one is given). */
export async function lockEvent(
  tx: Prisma.TransactionClient,
  options: { eventId: string; organizerId?: string },
): Promise<LockedEvent | null> {
  const rows = await tx.$queryRaw<LockedEvent[]>`
    SELECT id, "organizerId", "formatId", "heldOn", "registrationClosesAt", "playerCap", "refuseIllegal"
    FROM event
    WHERE id = ${options.eventId} AND (${options.organizerId ?? null}::text IS NULL OR "organizerId" = ${options.organizerId ?? null})
    FOR UPDATE`;
  return rows[0] ?? null;
}
