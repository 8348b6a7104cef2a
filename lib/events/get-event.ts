// One event as anyone with its link sees it (listed or not), with what the
// viewer may do there.
import "server-only";
import { prisma } from "@/lib/db";
import { noSuchEvent } from "./event-errors";
import { eventFieldsInclude, toEventFields, type EventFields } from "./event-fields";
import { eventIsOver, listsArePublic, registrationIsOpen } from "./visibility";

export interface EventView extends EventFields {
  /** The organizer's handle, or null once their account is deleted. */
  organizerHandle: string | null;
  /** Players registered now (withdrawals not counted). */
  registered: number;
  isOrganizer: boolean;
  registrationOpen: boolean;
  isOver: boolean;
  listsPublic: boolean;
}

export async function getEvent(options: { eventId: string; viewerId: string | null; now?: Date }): Promise<EventView> {
  const now = options.now ?? new Date();
  const event = await prisma.event.findUnique({
    where: { id: options.eventId },
    include: { ...eventFieldsInclude, organizer: { select: { handle: true } } },
  });
  if (!event) throw noSuchEvent();
  const registered = await prisma.registration.count({ where: { eventId: event.id, withdrawnAt: null } });
  return {
    ...toEventFields(event),
    // A deleted organizer leaves the event read-only (nobody matches organizerId) and named as deleted.
    organizerHandle: event.organizer?.handle ?? null,
    registered,
    isOrganizer: options.viewerId !== null && event.organizerId === options.viewerId,
    registrationOpen: registrationIsOpen(event, now),
    isOver: eventIsOver(event, now),
    listsPublic: listsArePublic(event, now),
  };
}
