// An event as its organizer edits it: every field, and how many registrations
// (withdrawn ones too) deleting it would delete. Nobody else gets it.
import "server-only";
import { prisma } from "@/lib/db";
import { isoDateOf } from "@/lib/rules/dates";
import { noSuchEvent } from "./event-errors";

export interface OrganizerEvent {
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
  registrations: number;
}

export async function getEventForOrganizer(options: { eventId: string; organizerId: string }): Promise<OrganizerEvent> {
  const event = await prisma.event.findFirst({
    where: { id: options.eventId, organizerId: options.organizerId },
    include: { format: { select: { name: true } }, _count: { select: { registrations: true } } },
  });
  if (!event) throw noSuchEvent();
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
    registrations: event._count.registrations,
  };
}
