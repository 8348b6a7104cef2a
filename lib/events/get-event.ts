// One event as anyone with its link sees it (listed or not), with what the
// viewer may do there.
import "server-only";
import { prisma } from "@/lib/db";
import { isoDateOf } from "@/lib/formats/dates";
import { noSuchEvent } from "./event-errors";
import { eventIsOver, listsArePublic, registrationIsOpen } from "./visibility";

export interface EventView {
  id: string;
  name: string;
  heldOn: string;
  place: string | null;
  formatId: string;
  formatName: string;
  registrationClosesAt: Date;
  playerCap: number | null;
  refuseIllegal: boolean;
  visibility: "LISTED" | "UNLISTED";
  publishLists: boolean;
  organizerName: string;
  /** Players registered now (withdrawals not counted). */
  registered: number;
  /** Registrations of any kind, withdrawn ones too: what deleting the event deletes. */
  registrations: number;
  isOrganizer: boolean;
  registrationOpen: boolean;
  isOver: boolean;
  listsPublic: boolean;
}

export async function getEvent(options: { eventId: string; viewerId: string | null; now?: Date }): Promise<EventView> {
  const now = options.now ?? new Date();
  const event = await prisma.event.findUnique({
    where: { id: options.eventId },
    include: {
      format: { select: { name: true } },
      organizer: { select: { name: true } },
      _count: { select: { registrations: true } },
    },
  });
  if (!event) throw noSuchEvent();
  const registered = await prisma.registration.count({ where: { eventId: event.id, withdrawnAt: null } });
  return {
    id: event.id,
    name: event.name,
    heldOn: isoDateOf(event.heldOn),
    place: event.place,
    formatId: event.formatId,
    formatName: event.format.name,
    registrationClosesAt: event.registrationClosesAt,
    playerCap: event.playerCap,
    refuseIllegal: event.refuseIllegal,
    visibility: event.visibility,
    publishLists: event.publishLists,
    // A deleted organizer leaves the event read-only (nobody matches organizerId) and named as deleted.
    organizerName: event.organizer ? (event.organizer.name ?? "an organizer") : "a deleted organizer",
    registered,
    registrations: event._count.registrations,
    isOrganizer: options.viewerId !== null && event.organizerId === options.viewerId,
    registrationOpen: registrationIsOpen(event, now),
    isOver: eventIsOver(event, now),
    listsPublic: listsArePublic(event, now),
  };
}
