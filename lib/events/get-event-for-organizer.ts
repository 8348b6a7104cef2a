// An event as its organizer edits it: every field, and how many registrations
// (withdrawn ones too) deleting it would delete. Nobody else gets it.
import "server-only";
import { prisma } from "@/lib/db";
import { noSuchEvent } from "./event-errors";
import { eventFieldsInclude, toEventFields, type EventFields } from "./event-fields";

export async function getEventForOrganizer(options: { eventId: string; organizerId: string }): Promise<EventFields> {
  const event = await prisma.event.findFirst({
    where: { id: options.eventId, organizerId: options.organizerId },
    include: eventFieldsInclude,
  });
  if (!event) throw noSuchEvent();
  return toEventFields(event);
}
